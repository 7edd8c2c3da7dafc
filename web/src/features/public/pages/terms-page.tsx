import { Text } from '@mantine/core';
import { PageSection } from '../components/page-section.tsx';

/** The terms page is a placeholder in the specification (section 2). */
export function TermsPage() {
  return (
    <PageSection title="Felhasználási feltételek">
      <Text maw={760}>
        A felhasználási feltételek véglegesítése folyamatban van. A szolgáltatás használatával kapcsolatos kérdéseivel
        addig is forduljon hozzánk bizalommal a Kapcsolat oldalon.
      </Text>
    </PageSection>
  );
}
