/** The id of every layout's main region, the target of the skip link. */
export const MAIN_CONTENT_ID = 'tartalom';

/** "Ugrás a tartalomra": the first stop of the Tab key, shown only while it has the focus (app/accessibility.css). */
export function SkipLink() {
  return (
    <a className="skip-link" href={`#${MAIN_CONTENT_ID}`}>
      Ugrás a tartalomra
    </a>
  );
}
