/** A date of the amendment's transfers, contributions and business year: Hungarian order, and it can be cleared. */
export const clearableDateProps = { valueFormat: 'YYYY. MM. DD.', clearable: true } as const;

/** An amount in forints typed as digits (spaces allowed), with "Ft" after it. */
export const amountProps = { inputMode: 'numeric', rightSection: 'Ft', rightSectionPointerEvents: 'none' } as const;
