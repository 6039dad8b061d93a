/**
 * Inter, the web app's typeface, as its own stylesheet that main.tsx loads once the page has
 * painted (after the first paint of a server-rendered page; at once for the others). Until it
 * arrives, and on the first paint, the text is set in "Inter Fallback" (styles.css): Arial scaled
 * to Inter's widths, so the swap moves nothing. A font asked for by the first stylesheet would be
 * on the path of the first paint (another request after the stylesheet); this way the first paint
 * needs the HTML and one stylesheet.
 */
import '@fontsource-variable/inter';
