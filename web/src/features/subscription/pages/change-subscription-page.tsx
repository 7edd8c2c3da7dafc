import {
  Anchor,
  Button,
  type ButtonProps,
  Card,
  Group,
  Modal,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useFeatureFlags } from '../../../api/feature-flags.ts';
import { useSubscription } from '../../../api/subscription.ts';
import { enterpriseExtraUserPrice, useTiers, type Tier } from '../../../api/tiers.ts';
import { PageLoader } from '../../../components/page-loader.tsx';
import { paths } from '../../../config/paths.ts';
import { readChosenPlan } from '../../../lib/chosen-plan.ts';
import { isBetaMode } from '../../../lib/is-beta-mode.ts';
import { tierName } from '../../../lib/tier-name.ts';
import { useFocusReturn } from '../../../lib/use-focus-return.ts';
import { useIsPhone } from '../../../lib/use-is-phone.ts';
import { TierCheckout } from '../components/tier-checkout.tsx';
import {
  COMPARISON_ROWS,
  enterpriseUsersFootnote,
  OFFERED_TIERS,
  type ComparedPlan,
} from '../rules/comparison-rows.ts';
import { TableRegion } from '../../../components/table-region.tsx';

type PlanColumn = { key: string; title: string; plan: ComparedPlan; tier?: Tier };

export const BETA_UNAVAILABLE = 'A zárt béta időszakban nem lehet csomagot váltani.';

/**
 * /tool/elofizetes-modositas: the current plan against the tiers on offer; choosing one opens its checkout. A plan
 * chosen on the pricing page (`?csomag=medium&fizetes=eves`) opens its checkout at once.
 */
export function ChangeSubscriptionPage() {
  const subscription = useSubscription();
  const tiers = useTiers();
  const flags = useFeatureFlags();
  const [chosen, setChosen] = useState<Tier | null>(null);
  // The plan whose checkout was left by Vissza: its „Kiválasztom” gets the focus back, which went with the checkout.
  const [leftTierId, setLeftTierId] = useState<string | null>(null);
  const choose = (tier: Tier) => {
    setLeftTierId(null);
    setChosen(tier);
  };
  const leave = (tier: Tier) => {
    setLeftTierId(tier.id);
    setChosen(null);
  };
  const [search, setSearch] = useSearchParams();
  const comparison = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (chosen || leftTierId === null) return;
    const button = comparison.current?.querySelector<HTMLButtonElement>(`[data-tier-id="${leftTierId}"]`);
    if (!button) return;
    button.focus();
    setLeftTierId(null);
  }, [chosen, leftTierId, search]);
  const plan = readChosenPlan(search);
  const isPhone = useIsPhone();

  if (subscription.isPending || tiers.isPending || flags.isPending) return <PageLoader />;
  if (isBetaMode(flags.data)) return <UnavailableDialog />;
  const offered = OFFERED_TIERS.flatMap((id) => tiers.data?.find((tier) => tier.id === id) ?? []);
  const planned = offered.find((tier) => tier.id === plan?.tierId);
  if (chosen) return <TierCheckout tier={chosen} onBack={() => leave(chosen)} />;
  if (planned && plan)
    return (
      <TierCheckout
        tier={planned}
        initialPeriod={plan.period}
        onBack={() => {
          setLeftTierId(planned.id);
          setSearch({}, { replace: true });
        }}
      />
    );

  const current = subscription.data;
  const currentTier = tiers.data?.find((tier) => tier.id === current?.name);
  const currentPlan: ComparedPlan | undefined = current && {
    id: current.name,
    monthlyPrice: currentTier?.monthlyPrice ?? 0,
    yearlyPrice: currentTier?.yearlyPrice ?? 0,
    userCap: current.userCap,
    monthlyDocCap: current.monthlyDocCap,
    extraDocPrice: current.extraDocPrice,
    docRetentionInDays: current.docRetentionInDays,
  };
  const columns: PlanColumn[] = [
    ...(currentPlan ? [{ key: 'current', title: `Jelenlegi: ${tierName(currentPlan.id)}`, plan: currentPlan }] : []),
    ...offered.map((tier) => ({ key: tier.id, title: tierName(tier.id), plan: tier, tier })),
  ];

  return (
    <Stack gap="lg">
      <Title order={1}>Előfizetés módosítása</Title>
      {tiers.isError && <Text c="red">A csomagok betöltése nem sikerült.</Text>}
      <Card ref={comparison} withBorder padding="lg">
        {isPhone ? (
          <PlanCards columns={columns} onChoose={choose} />
        ) : (
          <TableRegion minWidth={760} label="A csomagok összehasonlítása">
            <Table striped withColumnBorders aria-label="Csomagok összehasonlítása">
              <Table.Thead>
                <Table.Tr>
                  {/* A header cell with no name is read as an empty column (axe empty-table-header). */}
                  <Table.Th>
                    <VisuallyHidden>Jellemző</VisuallyHidden>
                  </Table.Th>
                  {columns.map((column) => (
                    <Table.Th key={column.key} data-testid={`plan-column-${column.key}`}>
                      {column.title}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {COMPARISON_ROWS.map((row) => (
                  <Table.Tr key={row.label}>
                    <Table.Th scope="row">{row.label}</Table.Th>
                    {columns.map((column) => (
                      <Table.Td key={column.key}>{row.value(column.plan)}</Table.Td>
                    ))}
                  </Table.Tr>
                ))}
                <Table.Tr>
                  <Table.Td />
                  {columns.map((column) => (
                    <Table.Td key={column.key}>
                      <ChoosePlanButton column={column} onChoose={choose} />
                    </Table.Td>
                  ))}
                </Table.Tr>
              </Table.Tbody>
            </Table>
          </TableRegion>
        )}
        <Stack gap={4} mt="md">
          <Text size="sm">* {enterpriseUsersFootnote(enterpriseExtraUserPrice(tiers.data))}</Text>
          <Text size="sm">
            Egyedi ajánlatért keressen minket a{' '}
            <Anchor component={Link} to={paths.contact}>
              Kapcsolat
            </Anchor>{' '}
            oldalon.
          </Text>
          <Text size="sm" c="dimmed">
            Az árak forintban értendők.
          </Text>
        </Stack>
      </Card>
    </Stack>
  );
}

/**
 * The comparison on a phone: one card a plan, its rows as a two-column table, so nothing is swiped sideways (the
 * table was 797 px wide at 390 px, decision 112). The same texts as the table's.
 */
function PlanCards({ columns, onChoose }: { columns: PlanColumn[]; onChoose: (tier: Tier) => void }) {
  return (
    <Stack gap="md" aria-label="A csomagok összehasonlítása" role="group">
      {columns.map((column) => (
        <Card key={column.key} withBorder padding="sm" data-testid={`plan-card-${column.key}`}>
          <Table striped aria-label={column.title}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th colSpan={2}>{column.title}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {COMPARISON_ROWS.map((row) => (
                <Table.Tr key={row.label}>
                  <Table.Th scope="row">{row.label}</Table.Th>
                  <Table.Td>{row.value(column.plan)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <ChoosePlanButton column={column} onChoose={onChoose} mt="sm" w="fit-content" />
        </Card>
      ))}
    </Stack>
  );
}

/**
 * In the closed beta the page is only this popup; closing it leads to the main page. The link that led here was on
 * another page: the focus goes to the main page's content, not to its body.
 */
function UnavailableDialog() {
  const navigate = useNavigate();
  useFocusReturn(true);
  return (
    <Modal opened onClose={() => navigate(paths.tool.dashboard)} title="Nem elérhető">
      <Text mb="lg">{BETA_UNAVAILABLE}</Text>
      <Group justify="flex-end">
        {/* Its only action has the focus as the dialog is shown (autoFocus), not in Mantine's focus-trap timer after
            it, which would have given it to the close button a moment later. data-autofocus keeps the timer on it. */}
        <Button onClick={() => navigate(paths.tool.dashboard)} autoFocus data-autofocus>
          Vissza a főoldalra
        </Button>
      </Group>
    </Modal>
  );
}

/** A plan's „Kiválasztom”, in the table's column or under the phone's card; none for a plan that cannot be bought. */
function ChoosePlanButton({
  column,
  onChoose,
  ...layout
}: { column: PlanColumn; onChoose: (tier: Tier) => void } & Pick<ButtonProps, 'mt' | 'w'>) {
  const { tier } = column;
  if (!tier) return null;
  return (
    <Button
      data-tier-id={tier.id}
      size="xs"
      {...layout}
      aria-label={`Kiválasztom: ${column.title}`}
      onClick={() => onChoose(tier)}
    >
      Kiválasztom
    </Button>
  );
}
