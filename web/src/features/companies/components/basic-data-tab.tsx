import { Checkbox, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { DateField } from '../../../components/date-field.tsx';
import { AddressAutocomplete } from '../../../components/address-autocomplete.tsx';
import type { PickablePerson } from '../../../components/person-picker.tsx';
import { OPTIONAL_PROPERTIES, type OptionalPropertyKey } from '../rules/company-form-values.ts';
import { OPTIONAL_DATE_REQUIRED, OPTIONAL_TEXT_REQUIRED } from '../rules/validate-company-form.ts';
import type { CompanyForm } from './company-form-context.ts';
import { LocationList } from './location-list.tsx';
import { ManagerFields } from './manager-fields.tsx';

function OptionalProperty({ form, propertyKey }: { form: CompanyForm; propertyKey: OptionalPropertyKey }) {
  const property = OPTIONAL_PROPERTIES.find((candidate) => candidate.key === propertyKey)!;
  const isOn = form.values.optional[propertyKey];
  return (
    <Stack gap={6}>
      <Checkbox
        label={property.label}
        checked={isOn}
        onChange={(event) => {
          const checked = event.currentTarget.checked;
          form.setFieldValue(`optional.${propertyKey}`, checked);
          if (!checked) form.setFieldValue(propertyKey, property.kind === 'date' ? null : '');
          // An opened block is required at once, with the field marked; closing it removes the value and the mark.
          if (checked && !form.values[propertyKey])
            form.setFieldError(propertyKey, property.kind === 'date' ? OPTIONAL_DATE_REQUIRED : OPTIONAL_TEXT_REQUIRED);
          else form.clearFieldError(propertyKey);
        }}
      />
      {isOn &&
        (property.kind === 'date' ? (
          <DateField
            aria-label={property.label}
            valueFormat="YYYY. MM. DD."
            placeholder="Válasszon dátumot"
            {...form.getInputProps(propertyKey)}
          />
        ) : (
          <Textarea aria-label={property.label} autosize minRows={2} {...form.getInputProps(propertyKey)} />
        ))}
    </Stack>
  );
}

/** What the vezérszó is for: the short name is built from it (Ctv. 3. § (3)). */
const VEZERSZO_DESCRIPTION =
  'A cégnév első szava vagy szavai, ahogy a névben állnak. A rövidített cégnév a vezérszóból és a „Kft.” megjelölésből áll (Ctv. 3. § (3)); üresen hagyva a teljes név.';

export function BasicDataTab({
  form,
  persons,
  managerError,
}: {
  form: CompanyForm;
  persons: PickablePerson[];
  /** The message on the company manager's card (entryErrorsOf): his own data's. */
  managerError?: string | undefined;
}) {
  return (
    <Stack>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label="A társaság neve" withAsterisk {...form.getInputProps('nev')} />
        <TextInput
          label="Vezérszó"
          description={VEZERSZO_DESCRIPTION}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          {...form.getInputProps('vezerszo')}
        />
        <TextInput label="Idegen nyelvű név" {...form.getInputProps('idegenNev')} />
      </SimpleGrid>
      <AddressAutocomplete label="Székhely" withAsterisk {...form.getInputProps('szekhely')} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xl">
        <LocationList
          path="telephelyek"
          title="Telephelyek"
          addLabel="Telephely hozzáadása"
          items={form.values.telephelyek}
          onChange={(items) => form.setFieldValue('telephelyek', items)}
        />
        <LocationList
          path="fioktelepek"
          title="Fióktelepek"
          addLabel="Fióktelep hozzáadása"
          items={form.values.fioktelepek}
          onChange={(items) => form.setFieldValue('fioktelepek', items)}
        />
      </SimpleGrid>
      <ManagerFields form={form} persons={persons} error={managerError} />
      <Stack gap="sm">
        {OPTIONAL_PROPERTIES.map((property) => (
          <OptionalProperty key={property.key} form={form} propertyKey={property.key} />
        ))}
      </Stack>
    </Stack>
  );
}
