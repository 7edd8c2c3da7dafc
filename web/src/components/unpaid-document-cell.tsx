import { Anchor, Badge, Group } from '@mantine/core';
import { Link } from 'react-router-dom';
import { paths } from '../config/paths.ts';

export const PURCHASE_ON_DOCUMENTS_PAGE = 'Megvásárlás a Dokumentumok oldalon';

/**
 * The download cell of a document generated beyond the plan's quota and stored unpaid: the badge, and on a plan that
 * buys single documents the link to the Dokumentumok page, where it is bought.
 */
export function UnpaidDocumentCell({ canPurchase }: { canPurchase: boolean }) {
  return (
    <Group gap="xs">
      <Badge color="yellow" variant="light">
        Nincs kifizetve
      </Badge>
      {canPurchase && (
        <Anchor component={Link} to={paths.tool.documents} size="sm">
          {PURCHASE_ON_DOCUMENTS_PAGE}
        </Anchor>
      )}
    </Group>
  );
}
