/** Shown wherever a download fails (never silently). */
export const DOWNLOAD_FAILED = 'A letöltés nem sikerült. Kérjük, próbálja újra később.';
