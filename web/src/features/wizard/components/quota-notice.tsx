import { Alert, Button } from '@mantine/core';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths.ts';
import { formatForint } from '../../../lib/format-forint.ts';
import type { DocumentQuota } from '../rules/document-quota.ts';

export const QUOTA_TEXTS = {
  title: 'Felhasználható dokumentumok',
  covered: (quota: DocumentQuota) =>
    `A csomagjában még ${quota.remaining} dokumentum hozható létre; ez a létrehozás ${quota.planned} dokumentumot használ fel.`,
  extra: (quota: DocumentQuota) =>
    `A csomagjában még ${quota.remaining} dokumentum hozható létre. A kiválasztottak közül ${quota.missing} dokumentumot a létrehozás után extra dokumentumként vásárolhat meg (${formatForint(quota.extraDocPrice)}/db) a Dokumentumok oldalon.`,
  purchase: (quota: DocumentQuota) =>
    quota.remaining === 0
      ? 'Elfogytak a csomagjában foglalt dokumentumok, és a csomagjában nem vásárolható extra dokumentum. Válasszon előfizetést a létrehozáshoz.'
      : `A csomagjában már csak ${quota.remaining} dokumentum hozható létre, a kiválasztott ${quota.planned} dokumentumhoz nem elég. Válasszon kevesebb dokumentumot, vagy válasszon előfizetést.`,
  purchaseAction: 'Előfizetés választása',
} as const;

/** The remaining quota on the summary step: how many documents the plan still covers and what the rest costs. */
export function QuotaNotice({ quota }: { quota: DocumentQuota }) {
  return (
    <Alert
      color={quota.kind === 'purchase' ? 'orange' : 'blue'}
      variant="light"
      title={QUOTA_TEXTS.title}
      data-testid="quota-notice"
    >
      {QUOTA_TEXTS[quota.kind](quota)}
    </Alert>
  );
}

/** When the quota cannot cover the documents and nothing can be bought per document, the action is a purchase. */
export function PurchaseInsteadOfGenerate() {
  return (
    <Button component={Link} to={paths.tool.changeSubscription}>
      {QUOTA_TEXTS.purchaseAction}
    </Button>
  );
}
