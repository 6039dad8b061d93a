import { describe, expect, it } from 'vitest';
import { GLOBAL_VARIABLES } from './built-in/variables.ts';
import { BUILT_IN_TEMPLATES } from './built-in-templates.ts';
import { htmlToText, placeholdersOf, renderTemplate } from './render.ts';

describe('renderTemplate', () => {
  const template = {
    subject: 'Hello {{ name }} from {{appName}}',
    html: '<p>Hi {{name}}, <a href="{{url}}">open</a></p><p>{{message}}</p><p>{{typo}}</p>',
    text: '',
  };

  it('escapes values in the HTML, keeps line breaks, and never leaves braces behind', () => {
    const result = renderTemplate(
      template,
      {
        name: '<img src=x onerror=alert(1)> & "Bob"',
        url: 'https://example.com/?a=1&b="2"',
        message: 'one\ntwo',
        appName: 'Acme',
      },
      ['name', 'url', 'message', 'appName'],
    );
    expect(result.html).toContain('Hi &#60;img src=x onerror=alert(1)&#62; &#38; &#34;Bob&#34;,');
    expect(result.html).not.toContain('<img');
    expect(result.html).toContain('href="https://example.com/?a=1&#38;b=&#34;2&#34;"');
    expect(result.html).toContain('<p>one<br>two</p>');
    expect(result.html).not.toContain('{{');
    expect(result.subject).toBe('Hello <img src=x onerror=alert(1)> & "Bob" from Acme');
  });

  it('reports unknown placeholders and declared ones without a value, rendering both as empty', () => {
    const result = renderTemplate(template, { name: 'Ada', appName: 'Acme' }, [
      'name',
      'url',
      'message',
      'appName',
    ]);
    expect(result.unknownVariables).toEqual(['typo']);
    expect(result.missingVariables).toEqual(['url', 'message']);
    expect(result.html).toContain('<a href="">open</a>');
    expect(result.html).toContain('<p></p>');
  });

  it('generates the text version from the HTML when the template has none, with link addresses', () => {
    const result = renderTemplate(
      template,
      { name: 'Ada', url: 'https://example.com/go', message: 'Bye' },
      [],
    );
    expect(result.text).toContain('Hi Ada, open https://example.com/go');
    expect(result.text).not.toMatch(/<|&#/);
    const written = renderTemplate({ ...template, text: 'Dear {{name}} <3' }, { name: 'A & B' }, ['name']);
    expect(written.text).toBe('Dear A & B <3');
  });

  it('renders names of Object.prototype members as empty, never as functions', () => {
    const result = renderTemplate(
      { subject: 'Hi {{constructor}}', html: '<p>{{toString}}</p>', text: '{{valueOf}}!' },
      { name: 'x' },
      ['constructor'],
    );
    expect(result).toMatchObject({
      subject: 'Hi',
      html: '<p></p>',
      text: '!',
      missingVariables: ['constructor'],
    });
  });

  it('keeps the subject on one line whatever the value', () => {
    expect(
      renderTemplate({ subject: 'Re: {{s}}', html: 'x', text: '' }, { s: 'a\r\nBcc: evil@example.com' }, [
        's',
      ]).subject,
    ).toBe('Re: a Bcc: evil@example.com');
  });

  it('turns e-mail HTML into readable text', () => {
    expect(htmlToText('<h1>Title</h1><p>Para <strong>bold</strong></p>')).toBe('Title\n\nPara bold');
  });
});

describe('the built-in templates', () => {
  const globals = GLOBAL_VARIABLES.map((variable) => variable.name);
  for (const template of BUILT_IN_TEMPLATES) {
    it(`${template.key}: uses exactly its declared variables, and renders every sample`, () => {
      const declared = template.variables.map((variable) => variable.name);
      const used = placeholdersOf(template.subject, template.html, template.text);
      expect(used.filter((name) => !globals.includes(name)).sort()).toEqual([...declared].sort());
      const samples = Object.fromEntries(
        [...template.variables, ...GLOBAL_VARIABLES].map((variable) => [variable.name, variable.sample]),
      );
      const result = renderTemplate(template, samples, [...declared, ...globals]);
      expect(result.unknownVariables).toEqual([]);
      expect(result.missingVariables).toEqual([]);
      for (const variable of template.variables)
        expect(`${result.subject}\n${result.text}`).toContain(variable.sample);
    });
  }
});
