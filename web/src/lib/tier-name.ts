const TIER_NAMES: Record<string, string> = {
  free: 'Ingyenes',
  beta: 'Béta Teszt',
  basic: 'Alap',
  medium: 'Közepes',
  enterprise: 'Vállalati csomag',
};

/** The Hungarian name of a tier id; any other name is "Ismeretlen csomag" (spec section 1). */
export function tierName(id: string | null | undefined): string {
  return TIER_NAMES[id ?? ''] ?? 'Ismeretlen csomag';
}
