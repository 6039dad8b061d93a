/**
 * Vite plugin: the message catalogs (src/shared/i18n/catalogs/<locale>/<area>.json) are parsed at
 * build time into FormatJS's message AST, so the browser never downloads the ICU parser (react-intl
 * takes parsed messages; FormatJS's documented "no-parser" set-up). A message that is not valid
 * ICU fails the build.
 */
import { parse, TYPE } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';

const CATALOG = /[\\/]shared[\\/]i18n[\\/]catalogs[\\/][^\\/]+[\\/][^\\/]+\.json$/;

export function precompiledMessages(): Plugin {
  return {
    name: 'precompiled-messages',
    enforce: 'pre',
    transform(code, id) {
      if (!CATALOG.test(id)) return null;
      const catalog = JSON.parse(code) as Record<string, string>;
      const compiled = Object.fromEntries(
        Object.entries(catalog).map(([key, message]) => {
          try {
            const ast = parse(message);
            // Plain text stays a string (most messages; smaller to download): catalogs.ts turns
            // it back into its one-element form.
            const literal = ast.length === 1 && ast[0]?.type === TYPE.literal ? ast[0].value : undefined;
            return [key, literal ?? ast];
          } catch (error) {
            throw new Error(`${id}: "${key}" is not a valid ICU message: ${(error as Error).message}`);
          }
        }),
      );
      return { code: JSON.stringify(compiled), map: null };
    },
  };
}

/** The parser's module replaced by FormatJS's parser-free build (types and type guards only). */
export const noParserAlias = {
  find: /^@formatjs\/icu-messageformat-parser$/,
  replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
};
