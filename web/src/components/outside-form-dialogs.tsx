import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';

/**
 * Dialogs with a form of their own, opened from inside another form (a person's „Személyes adatok” in the company
 * editor): drawn by the host next to that form, not inside it (decision 078). Mantine portals a dialog out of the form
 * in the page, but React kept it the form's child: React warned of a form in a form, and a submit bubbled up the
 * React tree to the outer form. The dialog's own state goes with it; what it reads from the opener is read as it opens.
 */
type OutsideFormHost = { open: (key: string, dialog: ReactNode) => void; close: (key: string) => void };

const OutsideFormContext = createContext<OutsideFormHost | null>(null);

/** The host of a form: `Provider` around the form, and `dialogs` drawn after it, outside it. */
export function useOutsideFormDialogs() {
  const [dialogs, setDialogs] = useState<[string, ReactNode][]>([]);
  const host = useMemo<OutsideFormHost>(
    () => ({
      open: (key, dialog) => setDialogs((shown) => [...shown.filter(([other]) => other !== key), [key, dialog]]),
      close: (key) => setDialogs((shown) => shown.filter(([other]) => other !== key)),
    }),
    [],
  );
  return { host, dialogs: dialogs.map(([key, dialog]) => <OutsideFormSlot key={key}>{dialog}</OutsideFormSlot>) };
}

function OutsideFormSlot({ children }: { children: ReactNode }) {
  return <>{children}</>;
}

export const OutsideFormDialogsProvider = OutsideFormContext.Provider;

/** The host of the form this component is in, or null outside any (the dialog is then drawn in place). */
export function useOutsideFormHost(): OutsideFormHost | null {
  return useContext(OutsideFormContext);
}
