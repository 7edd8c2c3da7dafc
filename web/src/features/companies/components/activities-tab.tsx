import { ActionIcon, Button, Group, List, Loader, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useActivityCodes, type ActivityCode } from '../../../api/companies.ts';
import { addUniqueText } from '../rules/member-rules.ts';
import type { CompanyForm } from './company-form-context.ts';

/** The form the engine's activity check expects (`62.10 – Számítógépes programozás`, brief 8.9). */
export function activityText(code: Pick<ActivityCode, 'kodKsh' | 'megnevezes'>): string {
  return `${code.kodKsh} – ${code.megnevezes}`;
}

/** TEÁOR search from 2 characters; main activity and additional activities (no duplicates). */
export function ActivitiesTab({ form }: { form: CompanyForm }) {
  const [query, setQuery] = useState('');
  const [isListShown, setIsListShown] = useState(false);
  const hideTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const codes = useActivityCodes(query);
  useEffect(() => () => clearTimeout(hideTimer.current), []);
  const results = query.trim().length >= 2 ? (codes.data ?? []) : [];

  return (
    <Stack>
      <TextInput
        label="Tevékenység keresése (TEÁOR)"
        placeholder="Írjon be legalább 2 karaktert, pl. 62.10 vagy programozás"
        value={query}
        rightSection={codes.isFetching ? <Loader size={14} /> : null}
        onChange={(event) => {
          setQuery(event.currentTarget.value);
          setIsListShown(true);
        }}
        onFocus={() => {
          clearTimeout(hideTimer.current);
          setIsListShown(true);
        }}
        onBlur={() => {
          hideTimer.current = setTimeout(() => setIsListShown(false), 200);
        }}
      />
      {isListShown && query.trim().length >= 2 && !codes.isFetching && (
        <Paper withBorder p="xs" mah={320} style={{ overflowY: 'auto' }} aria-label="TEÁOR találatok">
          {results.length === 0 ? (
            <Text size="sm" c="dimmed">
              Nincs találat
            </Text>
          ) : (
            <Stack gap={4}>
              {results.map((code) => (
                <Group key={code.kod} justify="space-between" wrap="nowrap" gap="xs">
                  <Text size="sm">
                    {activityText(code)}
                    {code.teaor08 && (
                      <Text span size="xs" c="dimmed">
                        {' '}
                        (a TEÁOR'08 {code.teaor08} kód utódja)
                      </Text>
                    )}
                  </Text>
                  <Group gap={4} wrap="nowrap">
                    <Button size="compact-xs" onClick={() => form.setFieldValue('fotevekenyseg', activityText(code))}>
                      Főtevékenység
                    </Button>
                    <Button
                      size="compact-xs"
                      variant="light"
                      disabled={form.values.fotevekenyseg === activityText(code)}
                      onClick={() =>
                        form.setFieldValue(
                          'egyebTevekenysegek',
                          addUniqueText(form.values.egyebTevekenysegek, activityText(code)),
                        )
                      }
                    >
                      Egyéb
                    </Button>
                  </Group>
                </Group>
              ))}
            </Stack>
          )}
        </Paper>
      )}
      <Stack gap={4}>
        <Text fw={500} size="sm">
          Főtevékenység
        </Text>
        <Text size="sm" c={form.values.fotevekenyseg ? undefined : 'dimmed'} data-testid="fotevekenyseg">
          {form.values.fotevekenyseg || 'Nincs kiválasztva.'}
        </Text>
      </Stack>
      <Stack gap={4}>
        <Text fw={500} size="sm">
          Egyéb tevékenységek
        </Text>
        {form.values.egyebTevekenysegek.length === 0 ? (
          <Text size="sm" c="dimmed">
            Nincs kiválasztva.
          </Text>
        ) : (
          <List size="sm" aria-label="Egyéb tevékenységek">
            {form.values.egyebTevekenysegek.map((activity) => (
              <List.Item key={activity}>
                <Group gap="xs" wrap="nowrap">
                  <Text size="sm">{activity}</Text>
                  <ActionIcon
                    size="sm"
                    variant="subtle"
                    color="red"
                    aria-label={`${activity} törlése`}
                    onClick={() =>
                      form.setFieldValue(
                        'egyebTevekenysegek',
                        form.values.egyebTevekenysegek.filter((candidate) => candidate !== activity),
                      )
                    }
                  >
                    ×
                  </ActionIcon>
                </Group>
              </List.Item>
            ))}
          </List>
        )}
      </Stack>
    </Stack>
  );
}
