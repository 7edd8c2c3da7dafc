import { MAX_JOINT_REPRESENTATIVES } from '@cegdok/engine';
import type { ReactNode } from 'react';
import { Button, Fieldset, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { AddressAutocomplete } from '../../../components/address-autocomplete.tsx';
import { insertAndFocusField, removeAndFocus } from '../../../lib/remove-and-focus.ts';
import { LanguageFields } from '../../persons/components/language-fields.tsx';
import type { CompanyForm } from './company-form-context.ts';

export const ADD_LEGAL_ENTITY_MEMBER = 'Jogi személy tag hozzáadása';
export const LEGAL_ENTITY_LEGEND = 'A jogi személy tag adatai';
export const JOINT_REPRESENTATIVE_LABEL = 'együttes képviselő neve és minősége';
export const ADD_JOINT_REPRESENTATIVE = 'Együttes képviselő hozzáadása';

export const LEGAL_ENTITY_OWNER_LEGEND = 'A jogi személy tulajdonos adatai';
/** A legal entity's language question: its representatives sign for it, and the clause names them (decision 041). */
export const LEGAL_ENTITY_LANGUAGE_QUESTION =
  'Érti-e a képviselő (együttes képviseletnél: a képviselők) a magyar nyelvet?';

/**
 * A legal-entity member's own data (a holding Kft., a foreign GmbH): its name and seat, its registration number and
 * who represents it, jointly with at most two co-representatives (decision 041). Whether its representative
 * understands Hungarian is asked here, a legal entity having no saved person: the explanation clause names its first
 * representative (decisions 031, 041).
 */
export function LegalEntityMemberFields({ form, index }: { form: CompanyForm; index: number }) {
  const member = form.values.tagok[index];
  if (!member) return null;
  return (
    <LegalEntityFields
      form={form}
      path={`tagok.${index}`}
      legend={LEGAL_ENTITY_LEGEND}
      jointRepresentatives={member.egyuttesKepviselok}
    >
      <Stack mt="sm">
        <LanguageFields
          form={form}
          prefix={`tagok.${index}.`}
          allampolgarsag={undefined}
          question={LEGAL_ENTITY_LANGUAGE_QUESTION}
        />
      </Stack>
    </LegalEntityFields>
  );
}

/**
 * A legal entity's own data, a member's or a property owner's (the company owning the office): its name and seat, its
 * registration number and who represents it, jointly with at most two co-representatives (decision 041). `path` is the
 * entry's form path (`tagok.0`, `szekhelyIngatlan.tulajdonosok.1`). What the engine refuses (a co-representative
 * without the representative, a person named twice) is shown at the field, in its words. `children` follow the
 * co-representatives, inside the fieldset.
 */
export function LegalEntityFields({
  form,
  path,
  legend,
  jointRepresentatives: joint,
  children,
}: {
  form: CompanyForm;
  path: string;
  legend: string;
  jointRepresentatives: readonly string[];
  children?: ReactNode;
}) {
  return (
    <Fieldset legend={legend} mb="sm">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label="Cégnév"
          description="A nyilvántartás szerinti teljes név, például: Béta Holding Zrt."
          withAsterisk
          {...form.getInputProps(`${path}.nev`)}
        />
        <AddressAutocomplete label="Székhely" withAsterisk {...form.getInputProps(`${path}.lakohely`)} />
        <TextInput
          label="Cégjegyzékszám (nyilvántartási szám)"
          description="Például: 01-09-123456; külföldi jogi személynél a saját nyilvántartása szerinti szám."
          {...form.getInputProps(`${path}.cegjegyzekszam`)}
        />
        <TextInput
          label="Képviselő neve és minősége"
          description="Például: Kiss Anna ügyvezető."
          {...form.getInputProps(`${path}.kepviselo`)}
        />
      </SimpleGrid>
      <JointRepresentativesFields form={form} path={path} jointRepresentatives={joint} />
      {children}
    </Fieldset>
  );
}

/** The part of a Mantine form the joint co-representatives' list uses: the company form's or the amendment form's. */
type JointRepresentativesForm = {
  getInputProps: (path: string) => object;
  errors: Record<string, unknown>;
  insertListItem: (path: string, item: never) => void;
  removeListItem: (path: string, index: number) => void;
};

/**
 * A legal entity's joint co-representatives (`path.egyuttesKepviselok`), who sign for it together with its
 * representative (decision 041): at most `MAX_JOINT_REPRESENTATIVES`, each a name and capacity with its own signature
 * line. Used by a member's and a property owner's legal-entity fields and by a legal-entity buyer of a business share
 * (amendment form). What the engine refuses of the list as a whole is shown below it, in its words.
 */
export function JointRepresentativesFields({
  form,
  path,
  jointRepresentatives: joint,
}: {
  form: JointRepresentativesForm;
  path: string;
  jointRepresentatives: readonly string[];
}) {
  const jointPath = `${path}.egyuttesKepviselok`;
  const canAdd = joint.length < MAX_JOINT_REPRESENTATIVES;
  const jointHelpId = `${path}-egyuttes-kepviselet`;
  const jointError = form.errors[jointPath];
  return (
    <Stack gap="xs" mt="sm" data-path={canAdd ? undefined : jointPath}>
      <Text size="sm" c="dimmed" id={jointHelpId}>
        Együttes képviselőt akkor adjon meg, ha a jogi személyt a fenti képviselő mással együttesen képviseli (például
        két ügyvezető együttesen). Legfeljebb kettő adható meg; mindegyikük külön aláírási sort kap.
      </Text>
      {joint.map((_, position) => {
        const ordinal = `${position + 1}.`;
        return (
          <Group key={position} align="flex-end" wrap="nowrap">
            <TextInput
              style={{ flex: 1 }}
              label={`${ordinal} ${JOINT_REPRESENTATIVE_LABEL}`}
              description="Például: Nagy Éva ügyvezető."
              {...form.getInputProps(`${jointPath}.${position}`)}
            />
            <Button
              size="xs"
              color="red"
              variant="subtle"
              aria-label={`Eltávolítás: ${ordinal} együttes képviselő`}
              onClick={() => removeAndFocus(() => form.removeListItem(jointPath, position), jointPath)}
            >
              Eltávolítás
            </Button>
          </Group>
        );
      })}
      {typeof jointError === 'string' && (
        <Text size="sm" c="red" role="alert">
          {jointError}
        </Text>
      )}
      {canAdd && (
        <Group>
          <Button
            size="xs"
            variant="light"
            data-path={jointPath}
            aria-describedby={jointHelpId}
            onClick={() =>
              insertAndFocusField(() => form.insertListItem(jointPath, '' as never), jointPath, joint.length)
            }
          >
            {ADD_JOINT_REPRESENTATIVE}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
