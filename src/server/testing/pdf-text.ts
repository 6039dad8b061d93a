/**
 * The text of a PDF as PDFKit writes it, for tests: each page's content stream read through its
 * fonts' ToUnicode maps (what a reader uses to copy text), one line per baseline. Reads what PDFKit
 * writes (Flate streams, Identity-H fonts, `Tm` positions, `Tj` / `TJ` strings), not PDF at large:
 * a check that the document says what it should in the characters it should, no PDF reader needed.
 */
import { inflateSync } from 'node:zlib';

interface PdfObject {
  dict: string;
  stream?: string;
}

function objectsOf(pdf: Buffer): Map<number, PdfObject> {
  const source = pdf.toString('latin1');
  const objects = new Map<number, PdfObject>();
  for (const match of source.matchAll(/(\d+) 0 obj\s*([\s\S]*?)endobj/g)) {
    const body = match[2] ?? '';
    const at = body.indexOf('stream');
    if (at < 0) {
      objects.set(Number(match[1]), { dict: body });
      continue;
    }
    const dict = body.slice(0, at);
    const start = at + (body[at + 6] === '\r' ? 8 : 7);
    const raw = Buffer.from(body.slice(start, body.lastIndexOf('endstream')), 'latin1');
    const stream = (dict.includes('/FlateDecode') ? inflateSync(raw) : raw).toString('latin1');
    objects.set(Number(match[1]), { dict, stream });
  }
  return objects;
}

const hexToString = (hex: string) =>
  String.fromCodePoint(...(hex.match(/.{4}/g) ?? []).map((unit) => Number.parseInt(unit, 16)));

/** A ToUnicode CMap (bfchar, and bfrange in both its forms) as code → text. */
function readCMap(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g))
    for (const [, code, text] of (block[1] ?? '').matchAll(/<([0-9a-f]+)>\s*<([0-9a-f]+)>/gi))
      map.set(Number.parseInt(code!, 16), hexToString(text!));
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const [, first, last, target] of (block[1] ?? '').matchAll(
      /<([0-9a-f]+)>\s*<([0-9a-f]+)>\s*(\[[^\]]*\]|<[0-9a-f]+>)/gi,
    )) {
      const from = Number.parseInt(first!, 16);
      const to = Number.parseInt(last!, 16);
      const targets = [...target!.matchAll(/<([0-9a-f]+)>/gi)].map((found) => found[1]!);
      for (let code = from; code <= to; code++) {
        if (target!.startsWith('[')) map.set(code, hexToString(targets[code - from] ?? ''));
        else {
          const base = Number.parseInt(targets[0]!, 16);
          map.set(code, String.fromCodePoint(base + code - from));
        }
      }
    }
  }
  return map;
}

/** Each page's text: lines top to bottom in drawing order, runs on one baseline joined. */
export function pdfText(pdf: Buffer): string[] {
  const objects = objectsOf(pdf);
  const ref = (dict: string, key: string) => Number(new RegExp(`/${key} (\\d+) 0 R`).exec(dict)?.[1]);
  const pages: string[] = [];
  for (const page of objects.values()) {
    if (!/\/Type \/Page\b/.test(page.dict)) continue;
    const resources = objects.get(ref(page.dict, 'Resources'))?.dict ?? page.dict;
    const fonts = new Map<string, Map<number, string>>();
    for (const [, name, id] of resources.matchAll(/\/(F\d+) (\d+) 0 R/g)) {
      const font = objects.get(Number(id))?.dict ?? '';
      fonts.set(name!, readCMap(objects.get(ref(font, 'ToUnicode'))?.stream ?? ''));
    }
    const content = objects.get(ref(page.dict, 'Contents'))?.stream ?? '';
    const lines: Array<{ y: string; text: string }> = [];
    let font = new Map<number, string>();
    let y = '';
    for (const [operation] of content.matchAll(
      /\/F\d+ [\d.]+ Tf|[\d.-]+ [\d.-]+ [\d.-]+ [\d.-]+ [\d.-]+ [\d.-]+ Tm|\[[^\]]*\] TJ|<[0-9a-f]*> Tj/gi,
    )) {
      if (operation.endsWith('Tf')) font = fonts.get(operation.split(' ')[0]!.slice(1)) ?? new Map();
      else if (operation.endsWith('Tm')) y = operation.split(' ')[5]!;
      else {
        const text = [...operation.matchAll(/<([0-9a-f]*)>/gi)]
          .flatMap((found) =>
            (found[1]!.match(/.{4}/g) ?? []).map((code) => font.get(Number.parseInt(code, 16)) ?? '\uFFFD'),
          )
          .join('');
        const last = lines.at(-1);
        if (last && last.y === y) last.text += text;
        else lines.push({ y, text });
      }
    }
    pages.push(lines.map((line) => line.text).join('\n'));
  }
  return pages;
}
