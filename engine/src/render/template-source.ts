/**
 * The templates as a map from a path relative to `templates/` (`tarsasagi.njk`,
 * `partials/signature.njk`, `preview.css`) to its text. Node reads the folder
 * (`@cegdok/engine/node`); a browser bundle inlines it.
 */
export type TemplateSource = Readonly<Record<string, string>>;
