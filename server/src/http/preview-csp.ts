/** A document preview is shown in a sandboxed frame; if opened directly it can still run nothing. */
export const PREVIEW_CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; font-src data:; sandbox";
