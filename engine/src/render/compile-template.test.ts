import { describe, expect, it } from 'vitest';
import { createEnvironment } from './create-environment.ts';
import { TemplateError } from './template-runtime.ts';

// Each expected string is what nunjucks 3.2.4 printed for the same template and context (autoescape,
// throwOnUndefined, trimBlocks, lstripBlocks), so these also pin the compiler to nunjucks' semantics.
function render(templates: Record<string, string>, context: Record<string, unknown> = {}): string {
  return createEnvironment(templates).render('t.njk', context);
}

function failure(templates: Record<string, string>, context: Record<string, unknown> = {}): TemplateError {
  try {
    render(templates, context);
  } catch (error) {
    if (error instanceof TemplateError) return error;
    throw error;
  }
  throw new Error('the template rendered');
}

describe('compiled templates', () => {
  it('trim the line break after a tag and the indentation before it, and honour {%- -%}', () => {
    const template =
      '<ul>\n  {% for x in xs %}\n    <li>{{ x }}</li>\n  {% endfor %}\n</ul>\n{%- if a %} A {% endif -%}\n!';
    expect(render({ 't.njk': template }, { xs: [1, 2], a: true })).toBe(
      '<ul>\n    <li>1</li>\n    <li>2</li>\n</ul> A !',
    );
  });

  it('escape what they print, but not markup from orBlank or a macro', () => {
    const context = { s: `<a href="x">&'\\`, n: 1.5, xs: ['<', 2], b: false };
    expect(render({ 't.njk': '{{ s }}|{{ n }}|{{ xs }}|{{ b }}' }, context)).toBe(
      '&lt;a href=&quot;x&quot;&gt;&amp;&#39;&#92;|1.5|&lt;,2|false',
    );
    expect(render({ 't.njk': "{% macro m() %}<b>{{ '<' }}</b>{% endmacro %}{{ m() }}{{ orBlank('') }}" })).toBe(
      '<b>&lt;</b><span class="blank">…………………………</span>',
    );
  });

  it('let the context override a global, in the template and in the macros it imports', () => {
    const templates = {
      't.njk': '{% from "p.njk" import m %}{{ orBlank(1) }}|{{ m() }}',
      'p.njk': "{% macro m() %}{{ orBlank('') }}{% endmacro %}",
    };
    expect(render(templates, { orBlank: () => 'saját' })).toBe('saját|<span class="blank">…………………………</span>');
  });

  it('refuse to print undefined or null, naming the template, the line and the column', () => {
    const error = failure({ 't.njk': '<p>\n{{ a.b.c }}</p>' }, { a: {} });
    expect([error.file, error.line, error.column]).toEqual(['t.njk', 2, 1]);
    expect(error.message).toBe('(t.njk) [Line 2, Column 1]\n  attempted to output null or undefined value');
    expect(failure({ 't.njk': '{{ x }}' }, { x: null }).line).toBe(1);
  });

  it('name the partial and its line when a macro from it fails', () => {
    const error = failure({
      't.njk': '{% from "p.njk" import m %}\n{{ m(1) }}',
      'p.njk': '{% macro m(x) %}\n\n{{ x.missing }}{% endmacro %}',
    });
    expect([error.file, error.line]).toEqual(['p.njk', 3]);
  });

  it('name the line of a failing call and keep its error as the cause', () => {
    const error = failure({ 't.njk': '\n\n{{ n | money }}' }, { n: 'nem szám' });
    expect([error.file, error.line]).toEqual(['t.njk', 3]);
    expect(error.cause).toBeInstanceOf(Error);
    expect(failure({ 't.njk': '{{ nincs() }}' }).message).toContain('Unable to call `nincs`, which is undefined');
  });

  it('call macros with positional, default and keyword arguments', () => {
    const template =
      "{% macro m(a, b = 2) %}{{ a }}-{{ b }};{% endmacro %}{{ m(1) }}{{ m(1, 3) }}{{ m(1, b=4) }}{{ m(a=5) }}{{ m('<') }}";
    expect(render({ 't.njk': template })).toBe('1-2;1-3;1-4;5-2;&lt;-2;');
  });

  it('give a for loop its loop variables and its else branch', () => {
    const template =
      '{% for x in xs %}{{ loop.index }}{{ loop.index0 }}{{ loop.first }}{{ loop.last }}{{ loop.length }}{{ loop.revindex }},{% else %}empty{% endfor %}|{% for x in nothing %}x{% else %}none{% endfor %}';
    expect(render({ 't.njk': template }, { xs: ['a', 'b'] })).toBe('10truefalse22,21falsetrue21,|none');
  });

  it('scope set like nunjucks: a new name in a loop stays there, an outer one is overwritten, an if shares its frame', () => {
    const template =
      '{% set a = 1 %}{% for x in xs %}{% set a = x %}{% set b = x %}{% endfor %}{{ a }}|{% if true %}{% set c = 3 %}{% endif %}{{ c }}|{{ b }}';
    expect(render({ 't.njk': template }, { xs: [7, 8], b: 'ctx' })).toBe('8|3|ctx');
    const accumulate = '{% for x in xs %}{% set t = (t if t else 0) + x %}{{ t }},{% endfor %}';
    expect(render({ 't.njk': accumulate }, { xs: [1, 2, 3] })).toBe('1,3,6,');
  });

  it('import macros that see their own template, not the caller context', () => {
    const templates = {
      't.njk': '{% from "p.njk" import m %}{{ m(name) }}',
      'p.njk': "{% set suffix = '!' %}{% macro m(x) %}{{ x }}{{ suffix }}{% endmacro %}",
    };
    expect(render(templates, { name: 'Kiss', suffix: '?' })).toBe('Kiss!');
    expect(() => render({ 't.njk': '{% from "p.njk" import nincs %}', 'p.njk': '' })).toThrow("cannot import 'nincs'");
  });

  it('let an included template read the variables of the including frames', () => {
    const templates = {
      't.njk': "{% set v = 'top' %}{% for x in [1] %}{% set w = 'loop' %}{% include \"i.njk\" %}{% endfor %}",
      'i.njk': '{{ v }}/{{ w }}/{{ x }}',
    };
    expect(render(templates)).toBe('top/loop/1');
  });

  it('evaluate methods, membership, inline if and the logical operators as nunjucks does', () => {
    const template =
      "{{ s.endsWith('x') }}|{{ xs.join('-') }}|{% set f = s.toUpperCase %}{{ f() }}|{{ 'a' in xs }}|{{ 'q' if false }}|{{ 0 or 'd' }}|{{ 1 and 2 }}|{{ not xs }}|{{ 2 + 3 - 1 }}|{{ {'k': 1}.k }}|{{ [1,2][1] }}";
    expect(render({ 't.njk': template }, { s: 'abx', xs: ['a', 'b'] })).toBe('true|a-b|ABX|true||d|2|false|4|1|2');
  });

  it('apply the nunjucks built-in filters the templates use', () => {
    const template =
      "{{ s | lower }}|{{ s | upper }}|{{ s | capitalize }}|{{ xs | join(', ') }}|{{ n | string }}|{{ '' | lower }}";
    expect(render({ 't.njk': template }, { s: 'élet ÁRA', xs: ['a', 'b'], n: 3 })).toBe(
      'élet ára|ÉLET ÁRA|Élet ára|a, b|3|',
    );
  });

  it('apply the Hungarian filters', () => {
    const template =
      "{{ d | date }}|{{ d | dateNumeric }}|{{ n | number }}|{{ n | money }}|{{ n | moneyWords }}|{{ 3500000 | words }}|{{ 33.333 | percent }}|{{ 50 | percent(0) }}|{{ xs | list }}|{{ xs | list('vagy') }}|{{ 'Alfa Kft.' | a }}|{{ 'Alfa Kft.' | A }}|{{ 'Béta' | article }}|{{ 'dr. Kiss Anna' | cap }}";
    const printed = render({ 't.njk': template }, { d: '2026-11-22', n: 3000000, xs: ['A', 'B', 'C'] });
    expect(printed.replaceAll('\u00a0', '~')).toBe(
      '2026.~november~22.|2026. 11. 22.|3~000~000|3~000~000~Ft|3~000~000~Ft, azaz hárommillió forint|hárommillió-ötszázezer|33,33%|50%|A, B és C|A, B vagy C|az Alfa Kft.|Az Alfa Kft.|a|Dr. Kiss Anna',
    );
  });

  it('remember a filter result only for the value alone, and per type', () => {
    const template =
      '{{ 2 | words }}|{{ 2 | words({ beforeNoun: true }) }}|{{ 2 | words }}|{{ 2.5 | number }}|{{ 2.5 | number(0) }}|{{ 2.5 | number }}';
    expect(render({ 't.njk': template })).toBe('kettő|két|kettő|2,5|3|2,5');
    expect(() => render({ 't.njk': "{{ 2.5 | number }}{{ '2.5' | number }}" })).toThrow(/finite number/);
  });

  it('refuse a construct they do not support when compiling, naming the template and the line', () => {
    for (const template of ['\n{% block b %}{% endblock %}', '\n{{ x is defined }}', '\n{{ x | nincsIlyen }}']) {
      const error = failure({ 't.njk': template }, { x: 1 });
      expect([error.file, error.line]).toEqual(['t.njk', 2]);
      expect(error.message).toMatch(/not supported by the template compiler/);
    }
  });
});
