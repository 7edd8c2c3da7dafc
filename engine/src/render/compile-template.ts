import nunjucks from 'nunjucks';
import * as runtime from './template-runtime.ts';
import { TemplateError } from './template-runtime.ts';

/**
 * A compiled template: renders with `context`, which it never changes (the names it sets, its macros and imports are
 * its own variables, read before the context as nunjucks' `context.setVariable` makes them). `parentFrame` reads the
 * variables of the template that includes this one; `exports`, when given, receives what an import may take.
 */
export type CompiledTemplate = (
  context: Readonly<Record<string, unknown>>,
  parentFrame: ((name: string) => unknown) | null,
  exports: Map<string, unknown> | null,
) => string;

export type CompileOptions = {
  filters: Readonly<Record<string, (...args: never[]) => unknown>>;
  globals: Readonly<Record<string, unknown>>;
  /** The compiled template of that name (for `from … import`, and `include` when `included`). */
  load: (name: string, included?: boolean) => CompiledTemplate;
};

/** The names the generated code may call: it refuses a filter the environment lacks and reads a global apart. */
export type TemplateNames = Pick<CompileOptions, 'filters' | 'globals'>;

/**
 * A template's generated code as a function of the runtime, the environment's filters and globals, the loader and
 * the file name: `new Function` makes one at run time; a build can write the same code into a module, so that a
 * browser whose Content Security Policy forbids `eval` runs precompiled templates (see `templateFactoriesModule`).
 */
export type TemplateFactory = (
  rt: typeof runtime,
  filters: CompileOptions['filters'],
  globals: CompileOptions['globals'],
  load: CompileOptions['load'],
  file: string,
) => CompiledTemplate;

/** The parameters of a {@link TemplateFactory}, in the order the generated code names them. */
export const FACTORY_PARAMETERS = ['rt', 'F', 'G', 'load', 'FILE'] as const;

// The nunjucks AST, as far as the compiler reads it.
type Node = {
  typename: string;
  lineno: number;
  colno: number;
  value?: unknown;
  children?: Node[];
  [field: string]: unknown;
};

/** nunjucks' parser, which its type declarations leave out. */
type NunjucksParser = {
  parser: {
    parse(source: string, extensions: unknown[], options: { trimBlocks: boolean; lstripBlocks: boolean }): Node;
  };
};

/** A name a scope knows: `bound` ones are read straight from their JavaScript variable (nunjucks' compile-time frame). */
type Variable = { js: string; bound: boolean; inFrame: boolean };

/** A nunjucks frame: the root of a template, a `for` loop, or a macro. */
type Scope = { kind: 'root' | 'for' | 'macro'; parent: Scope | undefined; variables: Map<string, Variable> };

const UNSUPPORTED_GLOBALS = new Set(['range', 'cycler', 'joiner']);
const COMPARE_OPERATORS = new Set(['==', '===', '!=', '!==', '<', '>', '<=', '>=']);
const BINARY_OPERATORS: Record<string, string> = {
  Or: ' || ',
  And: ' && ',
  Add: ' + ',
  Concat: ' + "" + ',
  Sub: ' - ',
  Mul: ' * ',
  Div: ' / ',
  Mod: ' % ',
};

// A plain object: the compiled code reads its members faster than a module namespace's.
const RUNTIME = { ...runtime };
// The most characters of root code in one function (see `chunks`).
const CHUNK = 12_000;
const quote = (text: string) => JSON.stringify(text);

/**
 * Generates the code of one template (the body of a {@link TemplateFactory}) that builds the markup string directly:
 * nunjucks' own parser (so syntax, whitespace control and parse errors are nunjucks'), our code generator, with
 * nunjucks' runtime semantics (autoescape, `throwOnUndefined`, frame scoping of `set`, macro arguments, `loop`). A
 * construct the templates do not use is refused here, naming the template and the line, rather than rendered
 * differently.
 */
export function generateTemplateCode(name: string, source: string, names: TemplateNames, included = false): string {
  let root: Node;
  try {
    root = (nunjucks as unknown as NunjucksParser).parser.parse(source, [], { trimBlocks: true, lstripBlocks: true });
  } catch (error) {
    const { lineno, colno, message } = error as { lineno?: number; colno?: number; message: string };
    throw new TemplateError(name, lineno ?? 0, colno ?? 0, message, { cause: error });
  }
  return new TemplateCodeGenerator(name, names, included).root(root);
}

/** Binds a template's factory to the runtime and an environment: the compiled template. */
export function instantiateTemplate(factory: TemplateFactory, name: string, options: CompileOptions): CompiledTemplate {
  return factory(RUNTIME, options.filters, options.globals, options.load, name);
}

/** Compiles one template at run time (`generateTemplateCode`, then `new Function`), once per engine as nunjucks does. */
export function compileTemplate(
  name: string,
  source: string,
  options: CompileOptions,
  included = false,
): CompiledTemplate {
  const code = generateTemplateCode(name, source, options, included);
  return instantiateTemplate(new Function(...FACTORY_PARAMETERS, code) as TemplateFactory, name, options);
}

class TemplateCodeGenerator {
  private counter = 0;

  constructor(
    private readonly file: string,
    private readonly options: TemplateNames,
    /** Compiled for `include`: a name no frame of its own holds is read from the including template's frames. */
    private readonly included: boolean,
  ) {}

  /** The names this template's root sets in its context (sets, macros, imports), each with its variable. */
  private readonly own = new Map<string, string>();

  /**
   * The globals this template reads, each with the variable that holds it for a render: the context, which a render
   * never changes, may override a global, so the choice is made once per render rather than at every use.
   */
  private readonly globals = new Map<string, string>();

  root(node: Node): string {
    this.collectOwn(node.children!);
    const scope = this.scope('root', undefined, node.children!);
    const body = this.chunks(node.children!.map((child) => this.statement(child, scope)));
    const own = [...this.own.values()];
    return `const UNSET = rt.UNSET;
return function root(ctx, pf, exp) {
let out = "", ln = 0, cn = 0, t, u;
${own.length ? `let ${own.map((js) => `${js} = UNSET`).join(', ')};` : ''}
${[...this.globals].map(([name, js]) => `const ${js} = ${quote(name)} in ctx ? ctx[${quote(name)}] : G[${quote(name)}];`).join('\n')}
${this.declarations(scope)}
try {
${body}
} catch (e) { throw rt.locate(e, FILE, ln, cn); }
if (exp !== null) rt.fillExports(exp, ${this.ownObject()});
return out;
};`;
  }

  private collectOwn(nodes: Node[]): void {
    const add = (name: string) => {
      if (!this.own.has(name)) this.own.set(name, this.id('o'));
    };
    for (const node of nodes) {
      if (node.typename === 'Set') for (const target of node['targets'] as Node[]) add(String(target.value));
      if (node.typename === 'Macro') add(String((node['name'] as Node).value));
      if (node.typename === 'FromImport')
        for (const entry of (node['names'] as Node).children!)
          add(String(entry.typename === 'Pair' ? (entry['value'] as Node).value : entry.value));
      if (node.typename === 'If') {
        this.collectOwn((node['body'] as Node).children!);
        if (node['else_']) this.collectOwn((node['else_'] as Node).children ?? [node['else_'] as Node]);
      }
    }
  }

  /** `{name: variable, …}` of the names the root sets in its context (`UNSET` until it does). */
  private ownObject(): string {
    return `{${[...this.own].map(([name, js]) => `${quote(name)}: ${js}`).join(', ')}}`;
  }

  private global(name: string): string {
    let js = this.globals.get(name);
    if (js === undefined) {
      js = this.id('g');
      this.globals.set(name, js);
    }
    return js;
  }

  private setOwn(name: string, value: string): string {
    return `${this.own.get(name)!} = ${value};`;
  }

  /**
   * The root's statements, in functions of at most CHUNK characters when there are more: V8 does not optimise a very
   * large function (the articles would stay interpreted). Each returns its output; the variables stay the root's.
   */
  private chunks(statements: string[]): string {
    if (statements.reduce((sum, code) => sum + code.length, 0) <= CHUNK) return statements.join('\n');
    const groups: string[][] = [[]];
    let size = 0;
    for (const code of statements) {
      if (size + code.length > CHUNK && groups.at(-1)!.length) {
        groups.push([]);
        size = 0;
      }
      groups.at(-1)!.push(code);
      size += code.length;
    }
    return groups
      .map((group) => `out += (() => {\nlet out = "", t, u;\n${group.join('\n')}\nreturn out;\n})();`)
      .join('\n');
  }

  private fail(node: Node, what: string): never {
    throw new TemplateError(
      this.file,
      node.lineno + 1,
      node.colno + 1,
      `${what} is not supported by the template compiler`,
    );
  }

  private id(prefix: string): string {
    return `${prefix}${++this.counter}`;
  }

  /** A new frame, with a variable for every name a `set` in it (outside nested loops and macros) may assign. */
  private scope(kind: Scope['kind'], parent: Scope | undefined, body: Node[]): Scope {
    const scope: Scope = { kind, parent, variables: new Map() };
    const collect = (nodes: Node[]) => {
      for (const node of nodes) {
        if (node.typename === 'Set')
          for (const target of node['targets'] as Node[]) this.slot(scope, String(target.value));
        if (node.typename === 'If') {
          collect((node['body'] as Node).children!);
          if (node['else_']) collect((node['else_'] as Node).children ?? [node['else_'] as Node]);
        }
      }
    };
    collect(body);
    return scope;
  }

  private slot(scope: Scope, name: string): Variable {
    let variable = scope.variables.get(name);
    if (!variable) {
      variable = { js: this.id('v'), bound: false, inFrame: true };
      scope.variables.set(name, variable);
    }
    return variable;
  }

  private bind(scope: Scope, name: string, inFrame: boolean): string {
    const js = this.id('b');
    scope.variables.set(name, { js, bound: true, inFrame });
    return js;
  }

  private declarations(scope: Scope, parameters: readonly string[] = []): string {
    const names = [...scope.variables.values()].map((variable) => variable.js).filter((js) => !parameters.includes(js));
    return names.length ? `let ${names.join(', ')};` : '';
  }

  private statements(nodes: Node[], scope: Scope): string {
    return nodes.map((node) => this.statement(node, scope)).join('\n');
  }

  private statement(node: Node, scope: Scope): string {
    switch (node.typename) {
      case 'NodeList':
        return this.statements(node.children!, scope);
      case 'Output':
        return this.output(node, scope);
      case 'If':
        return `if (${this.expression(node['cond'] as Node, scope)}) {\n${this.statement(node['body'] as Node, scope)}\n}${
          node['else_'] ? ` else {\n${this.statement(node['else_'] as Node, scope)}\n}` : ''
        }`;
      case 'For':
        return this.forLoop(node, scope);
      case 'Set':
        return this.set(node, scope);
      case 'Macro':
        return this.macro(node, scope);
      case 'FromImport':
        return this.fromImport(node, scope);
      case 'Include':
        return this.include(node, scope);
      default:
        return this.fail(node, `{% ${node.typename} %}`);
    }
  }

  private output(node: Node, scope: Scope): string {
    const parts = node.children!.flatMap((child) => {
      if (child.typename === 'TemplateData') return child.value ? [quote(String(child.value))] : [];
      return [`rt.output(${this.expression(child, scope)}, ${node.lineno + 1}, ${node.colno + 1})`];
    });
    return parts.length ? `out += ${parts.join(' + ')};` : '';
  }

  private forLoop(node: Node, parent: Scope): string {
    const target = node['name'] as Node;
    if (target.typename !== 'Symbol') this.fail(node, 'a `for` over several names');
    const body = node['body'] as Node;
    const otherwise = node['else_'] as Node | null;
    const scope = this.scope('for', parent, [...body.children!, ...(otherwise ? [otherwise] : [])]);
    const list = this.id('a');
    const length = this.id('n');
    const index = this.id('i');
    // nunjucks reads the sequence in the loop's frame, before it binds the loop variable.
    const sequence = this.expression(node['arr'] as Node, scope);
    const item = this.bind(scope, String(target.value), true);
    const loop = this.slot(scope, 'loop').js;
    const code = this.statement(body, scope);
    const fallback = otherwise ? `\nif (!${length}) {\n${this.statement(otherwise, scope)}\n}` : '';
    return `{
let ${list} = ${sequence}, ${length};
${this.declarations(scope)}
if (${list}) {
${list} = rt.fromIterator(${list});
${length} = ${list}.length;
for (let ${index} = 0; ${index} < ${list}.length; ${index}++) {
${item} = ${list}[${index}];
if (${loop} === undefined) ${loop} = {};
${loop}.index = ${index} + 1; ${loop}.index0 = ${index}; ${loop}.revindex = ${length} - ${index}; ${loop}.revindex0 = ${length} - ${index} - 1;
${loop}.first = ${index} === 0; ${loop}.last = ${index} === ${length} - 1; ${loop}.length = ${length};
${code}
}
}${fallback}
}`;
  }

  /** `set`: nunjucks writes to the nearest frame that has the name, else to the current one; the root also exports. */
  private set(node: Node, scope: Scope): string {
    if (!node['value']) this.fail(node, 'a block `{% set %}`');
    const value = this.id('t');
    const lines = [`const ${value} = ${this.expression(node['value'] as Node, scope)};`];
    for (const target of node['targets'] as Node[]) {
      const name = String(target.value);
      const bound = this.bound(name, scope);
      if (bound && !bound.inFrame) this.fail(node, `assigning to the macro or import \`${name}\``);
      if (bound) lines.push(`${bound.js} = ${value};`);
      else {
        const own = this.slot(scope, name).js;
        const outer = this.frameChain(name, scope.parent);
        lines.push(
          outer.length
            ? `if (${own} !== undefined) ${own} = ${value};\n${outer.map((js) => `else if (${js} !== undefined) ${js} = ${value};`).join('\n')}\nelse ${own} = ${value};`
            : `${own} = ${value};`,
        );
      }
      if (scope.kind === 'root') {
        lines.push(this.setOwn(name, value));
        if (!name.startsWith('_')) lines.push(`if (exp !== null) exp.set(${quote(name)}, undefined);`);
      }
    }
    return lines.join('\n');
  }

  private macro(node: Node, scope: Scope): string {
    if (scope.kind !== 'root') this.fail(node, 'a macro inside a loop or a macro');
    const name = String((node['name'] as Node).value);
    const parameters = (node['args'] as Node).children!;
    const last = parameters.at(-1);
    const defaults = last?.typename === 'KeywordArgs' ? last.children! : [];
    const positional = defaults.length ? parameters.slice(0, -1) : parameters;
    const body = (node['body'] as Node).children!;
    const inner = this.scope('macro', undefined, body);
    const caller = this.slot(inner, 'caller').js;
    const args = positional.map((parameter) => {
      if (parameter.typename !== 'Symbol') this.fail(parameter, 'a macro parameter that is not a name');
      return this.bind(inner, String(parameter.value), true);
    });
    const defaultLines = defaults.map((pair) => {
      const key = String((pair['key'] as Node).value);
      const slot = this.slot(inner, key).js;
      return `${slot} = Object.prototype.hasOwnProperty.call(kwargs, ${quote(key)}) ? kwargs[${quote(key)}] : ${this.expression(pair['value'] as Node, inner)};`;
    });
    const code = this.statements(body, inner);
    const js = this.bind(scope, name, false);
    const names = (nodes: Node[], read: (node: Node) => unknown) =>
      `[${nodes.map((n) => quote(String(read(n)))).join(', ')}]`;
    return `${js} = rt.makeMacro(${names(positional, (n) => n.value)}, ${names(defaults, (n) => (n['key'] as Node).value)}, function (${[...args, 'kwargs'].join(', ')}) {
let out = "", ln = 0, cn = 0, t, u;
${this.declarations(inner, args)}
try {
kwargs = kwargs || rt.NO_KEYWORD_ARGS;
if (kwargs !== rt.NO_KEYWORD_ARGS && Object.prototype.hasOwnProperty.call(kwargs, "caller")) ${caller} = kwargs.caller;
${defaultLines.join('\n')}
${code}
} catch (e) { throw rt.locate(e, FILE, ln, cn); }
return new rt.SafeString(out);
});
${this.setOwn(name, js)}${name.startsWith('_') ? '' : `\nif (exp !== null) exp.set(${quote(name)}, undefined);`}`;
  }

  private templateName(node: Node): string {
    const template = node['template'] as Node;
    if (template.typename !== 'Literal' || typeof template.value !== 'string' || template.value.startsWith('.'))
      this.fail(node, 'a template name that is not a fixed root-relative string');
    return template.value as string;
  }

  private fromImport(node: Node, scope: Scope): string {
    if (scope.kind !== 'root') this.fail(node, 'an import inside a loop or a macro');
    if (node['withContext']) this.fail(node, 'an import `with context`');
    const imported = this.id('m');
    const lines = [`const ${imported} = rt.importFrom(load(${quote(this.templateName(node))}));`];
    for (const entry of (node['names'] as Node).children!) {
      const name = String(entry.typename === 'Pair' ? (entry['key'] as Node).value : entry.value);
      const alias = String(entry.typename === 'Pair' ? (entry['value'] as Node).value : entry.value);
      const js = this.bind(scope, alias, false);
      lines.push(
        `if (!Object.prototype.hasOwnProperty.call(${imported}, ${quote(name)})) throw new Error(${quote(`cannot import '${name}'`)});`,
        `${js} = ${imported}[${quote(name)}];`,
        this.setOwn(alias, js),
      );
    }
    return lines.join('\n');
  }

  /** `include`: the included template reads this one's context (a copy) and its frames. */
  private include(node: Node, scope: Scope): string {
    if (node['ignoreMissing']) this.fail(node, '`include … ignore missing`');
    const visible = new Map<string, string[]>();
    for (let frame: Scope | undefined = scope; frame; frame = frame.parent)
      for (const [name, variable] of frame.variables)
        if (variable.inFrame) visible.set(name, [...(visible.get(name) ?? []), variable.js]);
    const outer = this.outerFrameLookup(scope);
    const cases = [...visible].map(
      ([name, chain]) =>
        `case ${quote(name)}: return ${chain.map((js) => `${js} !== undefined ? ${js} : `).join('')}${outer};`,
    );
    return `out += load(${quote(this.templateName(node))}, true)(rt.contextWith(ctx, ${this.ownObject()}), (n) => { switch (n) {\n${cases.join('\n')}\n} return ${outer}; }, null);`;
  }

  private outerFrameLookup(scope: Scope): string {
    let top = scope;
    while (top.parent) top = top.parent;
    return top.kind === 'root' && this.included ? 'pf(n)' : 'undefined';
  }

  /** The compile-time binding of `name` (a loop variable, a macro parameter, a macro or an import). */
  private bound(name: string, scope: Scope): Variable | undefined {
    for (let frame: Scope | undefined = scope; frame; frame = frame.parent) {
      const variable = frame.variables.get(name);
      if (variable?.bound) return variable;
    }
    return undefined;
  }

  /** The variables of the frames from `scope` outwards that may hold `name` at run time, nearest first. */
  private frameChain(name: string, scope: Scope | undefined): string[] {
    const chain: string[] = [];
    for (let frame = scope; frame; frame = frame.parent) {
      const variable = frame.variables.get(name);
      if (variable && !variable.bound) chain.push(variable.js);
    }
    return chain;
  }

  private symbol(node: Node, scope: Scope): string {
    const name = String(node.value);
    const bound = this.bound(name, scope);
    if (bound) return bound.js;
    let fallback: string;
    if (UNSUPPORTED_GLOBALS.has(name)) this.fail(node, `the nunjucks global \`${name}\``);
    const key = quote(name);
    const given = name in this.options.globals ? this.global(name) : `ctx[${key}]`;
    const own = this.own.get(name);
    const fromContext = own === undefined ? given : `(${own} !== UNSET ? ${own} : ${given})`;
    let top = scope;
    while (top.parent) top = top.parent;
    if (top.kind === 'root' && this.included) fallback = `rt.frameOr(pf(${key}), () => ${fromContext})`;
    else fallback = fromContext;
    const chain = this.frameChain(name, scope);
    return chain.length ? `(${chain.map((js) => `${js} !== undefined ? ${js} : `).join('')}${fallback})` : fallback;
  }

  private expression(node: Node, scope: Scope): string {
    const children = () => node.children!.map((child) => this.expression(child, scope));
    switch (node.typename) {
      case 'Literal':
        if (typeof node.value === 'string') return quote(node.value);
        return node.value === null ? 'null' : String(node.value);
      case 'Symbol':
        return this.symbol(node, scope);
      case 'Group':
        return `(${children().join(',')})`;
      case 'Array':
        return `[${children().join(',')}]`;
      case 'Dict':
      case 'KeywordArgs': {
        const pairs = node.children!.map((pair) => {
          const key = pair['key'] as Node;
          if (key.typename !== 'Symbol' && !(key.typename === 'Literal' && typeof key.value === 'string'))
            this.fail(key, 'a dictionary key that is not a name or a string');
          return `${quote(String(key.value))}: ${this.expression(pair['value'] as Node, scope)}`;
        });
        const dict = `{${pairs.join(',')}}`;
        return node.typename === 'Dict' ? dict : `rt.keywordArgs(${dict})`;
      }
      case 'LookupVal': {
        const key = literalKey(node['val'] as Node);
        if (key === undefined)
          return `rt.member(${this.expression(node['target'] as Node, scope)},${this.expression(node['val'] as Node, scope)})`;
        // rt.member inlined: a property read per site stays monomorphic. `t` and `u` are read right after they are set.
        return `((t = ${this.expression(node['target'] as Node, scope)}) == null ? undefined : typeof (u = t${key}) === "function" ? rt.bindMethod(t, u) : u)`;
      }
      case 'InlineIf': {
        const otherwise = node['else_'] as Node | null;
        return `(${this.expression(node['cond'] as Node, scope)}?${this.expression(node['body'] as Node, scope)}:${
          otherwise ? this.expression(otherwise, scope) : '""'
        })`;
      }
      case 'In':
        return `rt.inOperator(${this.expression(node['left'] as Node, scope)},${this.expression(node['right'] as Node, scope)})`;
      case 'Not':
        return `!${this.expression(node['target'] as Node, scope)}`;
      case 'Neg':
        return `-${this.expression(node['target'] as Node, scope)}`;
      case 'Pos':
        return `+${this.expression(node['target'] as Node, scope)}`;
      case 'Compare':
        return [
          this.expression(node['expr'] as Node, scope),
          ...(node['ops'] as Node[]).map((operand) => {
            const operator = String(operand['type']);
            if (!COMPARE_OPERATORS.has(operator)) this.fail(operand, `the comparison \`${operator}\``);
            return `${operator} ${this.expression(operand['expr'] as Node, scope)}`;
          }),
        ].join(' ');
      case 'FunCall':
        return this.call(node, scope);
      case 'Filter':
        return this.filter(node, scope);
      default: {
        const operator = BINARY_OPERATORS[node.typename];
        if (operator === undefined) return this.fail(node, `the expression ${node.typename}`);
        // Without parentheses, like nunjucks: the JavaScript precedence then decides, as it did there.
        return `${this.expression(node['left'] as Node, scope)}${operator}${this.expression(node['right'] as Node, scope)}`;
      }
    }
  }

  private position(node: Node): string {
    return `ln = ${node.lineno + 1}, cn = ${node.colno + 1}`;
  }

  /**
   * A call (nunjucks' `callWrap`), a method called on its object. The callee is evaluated first; `u.call(t, …)` reads
   * `t` before the arguments are evaluated.
   */
  private call(node: Node, scope: Scope): string {
    const callee = node['name'] as Node;
    const args = (node['args'] as Node).children!.map((arg) => this.expression(arg, scope));
    const name = quote(nodeName(callee));
    const key = callee.typename === 'LookupVal' ? literalKey(callee['val'] as Node) : undefined;
    if (key !== undefined)
      return `(${this.position(node)}, ((t = ${this.expression(callee['target'] as Node, scope)}) == null ? rt.notCallable(undefined, ${name}) : typeof (u = t${key}) === "function" ? u : rt.notCallable(u, ${name})).call(${['t', ...args].join(', ')}))`;
    return `(${this.position(node)}, (typeof (u = ${this.expression(callee, scope)}) === "function" ? u : rt.notCallable(u, ${name})).call(${['ctx', ...args].join(', ')}))`;
  }

  private filter(node: Node, scope: Scope): string {
    const name = String((node['name'] as Node).value);
    if (!(name in this.options.filters)) this.fail(node, `the filter \`${name}\``);
    const args = (node['args'] as Node).children!.map((arg) => this.expression(arg, scope));
    return `(${this.position(node)}, F[${quote(name)}].call(ctx, ${args.join(', ')}))`;
  }
}

/** `.name` or `[…]` for a literal member key, else undefined (a computed key). */
function literalKey(node: Node): string | undefined {
  if (node.typename !== 'Literal') return undefined;
  if (typeof node.value === 'string')
    return /^[A-Za-z_$][\w$]*$/.test(node.value) ? `.${node.value}` : `[${quote(node.value)}]`;
  return typeof node.value === 'number' ? `[${node.value}]` : undefined;
}

/** How nunjucks names a callee in "Unable to call …" (its `_getNodeName`). */
function nodeName(node: Node): string {
  switch (node.typename) {
    case 'Symbol':
      return String(node.value);
    case 'FunCall':
      return `the return value of (${nodeName(node['name'] as Node)})`;
    case 'LookupVal':
      return `${nodeName(node['target'] as Node)}["${nodeName(node['val'] as Node)}"]`;
    case 'Literal':
      return String(node.value);
    default:
      return '--expression--';
  }
}
