import {
  documentTypes,
  formatDate,
  type DocumentTypeId,
  type Finding,
  type FormationFilingDeadline,
} from '@cegdok/engine';
import { Alert, Button, Card, Group, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { SavedCompany } from '../../../api/companies.ts';
import { ConsistencyWarnings } from '../../../components/consistency-warnings.tsx';
import { FILING_DEADLINE_TITLE, FormationFilingDeadlineText } from '../../../components/formation-filing-deadline.tsx';
import { formatForint } from '../../../lib/format-forint.ts';
import type { DocumentQuota } from '../rules/document-quota.ts';
import { PurchaseInsteadOfGenerate, QuotaNotice } from './quota-notice.tsx';
import type { WizardLawFirm } from '../rules/wizard-rules.ts';
import { LegalErrorList, TargetLink } from './legal-error-list.tsx';
import { legalErrorTarget } from '../rules/legal-error-target.ts';

export const COMMON_CASES_WARNING =
  'A dokumentumok alapértelmezés szerint a leggyakoribb üzleti eseteket feltételezik. Létrehozás előtt kérjük, ellenőrizze, hogy a tartalmuk megfelel-e az ügyfél egyedi igényeinek.';

type Props = {
  company: SavedCompany;
  lawFirm: WizardLawFirm;
  keltezes: { hely: string; ido: string };
  /** The registration filing deadline from the articles' date (Ptk. 3:100. § (1)); null while the request is invalid. */
  filingDeadline: FormationFilingDeadline | null;
  selectedTypes: DocumentTypeId[];
  /** Legal errors: listed with links to their fields; the documents cannot be generated while any remains. */
  errors: Finding[];
  warnings: Finding[];
  problems: string[];
  /** Undefined while the subscription loads. */
  quota: DocumentQuota | undefined;
  onBack: () => void;
  onOpenStep: (step: number) => void;
  onPreview: () => void;
};

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Card withBorder padding="md">
      <Title order={3} size="h5" mb="xs">
        {title}
      </Title>
      {children}
    </Card>
  );
}

export function SummaryStep({
  company,
  lawFirm,
  keltezes,
  filingDeadline,
  selectedTypes,
  errors,
  warnings,
  problems,
  quota,
  onBack,
  onOpenStep,
  onPreview,
}: Props) {
  return (
    <Stack>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Section title="Társaság">
          <Text fw={600}>{company.nev}</Text>
          <Text size="sm" c="dimmed">
            {company.szekhely}
          </Text>
        </Section>
        <Section title="Ügyvédi iroda">
          <Text fw={600}>{lawFirm.nev}</Text>
          <Text size="sm">{lawFirm.szekhely}</Text>
          <Text size="sm">
            {lawFirm.ugyvedNeve}
            {lawFirm.kasz ? ` (KASZ: ${lawFirm.kasz})` : ''}
          </Text>
        </Section>
        <Section title="Tagok">
          <List size="sm">
            {company.tagok.map((member) => (
              <List.Item key={`${member.szemely?.id ?? member.nev}`}>
                {member.nev} – {formatForint(member.penzbetet + member.nemPenzbeliBetet)}
              </List.Item>
            ))}
          </List>
        </Section>
        <Section title="Ügyvezetők">
          <List size="sm">
            {company.ugyvezetok.map((director) => (
              <List.Item key={`${director.szemely?.id ?? director.nev}`}>
                {director.nev} – {director.cegjegyzesiJogTipus === 'ONALLO' ? 'önálló' : 'együttes'} cégjegyzés
              </List.Item>
            ))}
          </List>
        </Section>
        <Section title="Dokumentumok">
          <List size="sm">
            {documentTypes
              .filter((type) => selectedTypes.includes(type.id))
              .map((type) => (
                <List.Item key={type.id}>{type.title}</List.Item>
              ))}
          </List>
        </Section>
        <Section title="Keltezés">
          <Text size="sm">
            {keltezes.hely}, {formatDate(keltezes.ido)}
          </Text>
        </Section>
        {filingDeadline && (
          <Section title={FILING_DEADLINE_TITLE}>
            <FormationFilingDeadlineText deadline={filingDeadline} />
          </Section>
        )}
      </SimpleGrid>
      <Alert color="yellow" variant="light">
        {COMMON_CASES_WARNING}
      </Alert>
      <LegalErrorList errors={errors} companyId={company.id} onOpenStep={onOpenStep} />
      {/* Each warning leads to its field too (the countersigning lawyer's name among the parties, decision 082). */}
      <ConsistencyWarnings
        warnings={warnings}
        linkOf={(warning, describedBy) => {
          const target = legalErrorTarget(warning.path, company.id, true);
          return (
            target && (
              <TargetLink target={target} message={warning.message} onOpenStep={onOpenStep} describedBy={describedBy} />
            )
          );
        }}
      />
      {problems.length > 0 && (
        <Alert color="red" title="A dokumentumok még nem hozhatók létre">
          <List size="sm">
            {problems.map((problem) => (
              <List.Item key={problem}>{problem}</List.Item>
            ))}
          </List>
        </Alert>
      )}
      {quota && <QuotaNotice quota={quota} />}
      <Group justify="space-between">
        <Button variant="default" onClick={onBack}>
          Vissza
        </Button>
        {quota?.kind === 'purchase' ? (
          <PurchaseInsteadOfGenerate />
        ) : (
          // The long label wraps at phone width (375 px) instead of being cut off.
          <Button
            onClick={onPreview}
            disabled={problems.length > 0}
            h="auto"
            py={6}
            styles={{ label: { whiteSpace: 'normal', textAlign: 'center' } }}
          >
            Dokumentumok előnézete és létrehozása
          </Button>
        )}
      </Group>
    </Stack>
  );
}
