/**
 * Markdown that tries every way we know to get something executable into rendered HTML, plus a
 * highlighted code block: the blog's renderer test and the preview's test both render it.
 */
const corpus = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '[click](javascript:alert(1))',
  '[click](JaVaScRiPt:alert(1))',
  '[click](&#106;avascript:alert(1))',
  '![x](javascript:alert(1))',
  '<a href="javascript:alert(1)">a</a>',
  '<svg onload=alert(1)>',
  '<iframe src="https://evil.example"></iframe>',
  '[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
  '<div style="background:url(javascript:alert(1))">x</div>',
  '"><img src=x onerror=alert(1)>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '[x](vbscript:msgbox(1))',
];

export const XSS_MARKDOWN = `${corpus.join('\n\n')}\n\n\`\`\`ts\nconst greeting: string = "<b>hi</b>";\n\`\`\`\n`;
