type Builder = {
  keys: readonly string[];
  fieldKeys: readonly string[];
  build: (base: object, fields: object) => object;
};

/** The builders made so far; at most MAX_BUILDERS (the objects of a request have a few shapes). */
const builders: Builder[] = [];
const MAX_BUILDERS = 64;

/** Whether the enumerable keys of `object` are `keys`, in that order (for-in reads them without making an array). */
function hasKeys(object: object, keys: readonly string[]): boolean {
  let i = 0;
  for (const key in object) if (key !== keys[i++]) return false;
  return i === keys.length;
}

/** One object literal with `keys` of the base, then `fieldKeys` of the fields. */
function makeBuilder(keys: readonly string[], fieldKeys: readonly string[]): Builder {
  const entries = [
    ...keys.map((key) => `${JSON.stringify(key)}: b[${JSON.stringify(key)}]`),
    ...fieldKeys.map((key) => `${JSON.stringify(key)}: f[${JSON.stringify(key)}]`),
  ];
  return { keys, fieldKeys, build: new Function('b', 'f', `return { ${entries.join(', ')} };`) as Builder['build'] };
}

/**
 * A new object: `base` with `fields` added, as `{ ...base, ...fields }` would give. On Node 20's V8 (the development
 * machines and CI; `engines` still allows 20) an object made by spreading is slow to take keys its source did not
 * have, and `Object.assign` into `{}` leaves an object of more than a dozen keys in (slow) dictionary mode: about
 * 3 µs per object either way, most of `deriveModel`. So the object is made by one object literal, compiled once per
 * shape (the keys of the base and of the fields): a key given twice keeps its first place and takes the field's
 * value, as in a spread. A `__proto__` key (which a literal would take as the prototype), or a shape beyond the
 * builders kept, takes the spread.
 */
export function withFields<Base extends object, Fields extends object>(base: Base, fields: Fields): Base & Fields {
  let builder = builders.find((known) => hasKeys(base, known.keys) && hasKeys(fields, known.fieldKeys));
  if (builder === undefined) {
    const keys = Object.keys(base);
    const fieldKeys = Object.keys(fields);
    if (builders.length >= MAX_BUILDERS || keys.includes('__proto__') || fieldKeys.includes('__proto__'))
      return { ...base, ...fields };
    builder = makeBuilder(keys, fieldKeys);
    builders.push(builder);
  }
  return builder.build(base, fields) as Base & Fields;
}
