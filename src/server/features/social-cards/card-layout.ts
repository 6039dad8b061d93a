/**
 * What a social card looks like: a plain object tree in satori's element format (type, props,
 * children), so no JSX build step is needed. Every text is a text child, never markup: a title
 * "<b>x</b>" is drawn as those characters. Long texts are cut so the card stays readable and
 * the drawing time bounded, whatever a title holds.
 */
import { brand, logoSvg } from '../../../shared/brand.ts';

export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

/** Longest heading drawn (a blog title may be 200 characters; three lines at the smallest size fit this). */
export const HEADING_MAX = 110;
/** Longest subheading (an author's name, the tagline) and site name drawn, on one line each. */
export const LINE_MAX = 90;

/** One element of the tree satori draws. */
export interface CardNode {
  type: string;
  props: { style?: Record<string, string | number>; src?: string; children?: (CardNode | string)[] | string };
}

/** What a card says: the big heading, the line under it, and the site it belongs to. */
export interface CardText {
  heading: string;
  subheading: string | null;
  siteName: string;
}

/** The text cut to `max` characters (whole code points, so no emoji is split), with an ellipsis. */
export function clip(text: string, max: number): string {
  const characters = Array.from(text.replace(/\s+/g, ' ').trim());
  return characters.length <= max
    ? characters.join('')
    : `${characters
        .slice(0, max - 1)
        .join('')
        .trimEnd()}…`;
}

/** Shorter headings are drawn bigger; the longest still fit in three lines. */
const headingSize = (heading: string) => (heading.length <= 40 ? 76 : heading.length <= 75 ? 64 : 54);

const node = (
  type: string,
  style: CardNode['props']['style'],
  children?: CardNode['props']['children'],
): CardNode => ({
  type,
  props: { style, ...(children === undefined ? {} : { children }) },
});

const logoDataUrl = () => `data:image/svg+xml;base64,${Buffer.from(logoSvg()).toString('base64')}`;

export function cardTree({ heading, subheading, siteName }: CardText): CardNode {
  const title = clip(heading, HEADING_MAX);
  const logo: CardNode = {
    type: 'img',
    props: { src: logoDataUrl(), style: { width: 64, height: 64, borderRadius: 16 } },
  };
  // Sizes are content-box: the padded body grows into the space under the bar instead of
  // declaring 100% plus its padding (which would overflow the card).
  return node(
    'div',
    {
      display: 'flex',
      flexDirection: 'column',
      width: '100%',
      height: '100%',
      backgroundColor: '#ffffff',
      backgroundImage: `linear-gradient(135deg, #ffffff 55%, ${brand.colors.emailPrimary}22 100%)`,
      color: '#0f172a',
      fontFamily: 'Inter, Inter Extended',
    },
    [
      node('div', { display: 'flex', height: 16, backgroundColor: brand.colors.emailPrimary }),
      node(
        'div',
        {
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'space-between',
          flexGrow: 1,
          padding: 72,
        },
        [
          node('div', { display: 'flex', alignItems: 'center', gap: 24 }, [
            logo,
            node('div', { fontSize: 36, fontWeight: 700 }, clip(siteName, LINE_MAX)),
          ]),
          node(
            'div',
            { display: 'flex', fontSize: headingSize(title), fontWeight: 700, lineHeight: 1.15 },
            title,
          ),
          node(
            'div',
            { display: 'flex', fontSize: 32, color: '#475569' },
            subheading ? clip(subheading, LINE_MAX) : '',
          ),
        ],
      ),
    ],
  );
}
