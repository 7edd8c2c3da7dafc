import { Fieldset, Group, Radio, Stack, Text, Title } from '@mantine/core';
import type { AmendmentResolution } from '../../../api/amendments.ts';
import { VOTE_CHOICE_LABELS, type VoteChoice, type VoteChoices } from '../rules/amendment-form-values.ts';

export const VOTES_TITLE = 'Szavazatok határozatonként';
export const VOTES_HINT =
  'Minden szavazó tag szavazata „Igen”; kérjük, csak az eltéréseket jelölje. Az eredmény minden változtatás után frissül.';

type Props = {
  resolutions: AmendmentResolution[];
  /** The voting members (present at a meeting), by saved-person id. */
  members: { id: string; nev: string }[];
  votes: VoteChoices;
  onChange: (votes: VoteChoices) => void;
};

const CHOICES = Object.entries(VOTE_CHOICE_LABELS) as [VoteChoice, string][];

/** Each present member's vote on each resolution subject (resolutions of one subject share one vote). */
export function AmendmentVotesFieldset({ resolutions, members, votes, onChange }: Props) {
  const subjects = [...new Set(resolutions.map((resolution) => resolution.subject))];
  return (
    <Stack gap="sm">
      <Title order={4} size="h6">
        {VOTES_TITLE}
      </Title>
      <Text size="sm" c="dimmed">
        {VOTES_HINT}
      </Text>
      {subjects.map((subject) => {
        const titles = resolutions
          .filter((resolution) => resolution.subject === subject)
          .map((resolution) => `${resolution.number} számú határozat: ${resolution.title}`)
          .join('; ');
        const choices = votes[subject] ?? {};
        return (
          <Fieldset key={subject} legend={titles} variant="filled" p="sm">
            <Stack gap="xs">
              {members.map((member) => (
                <Radio.Group
                  key={member.id}
                  label={member.nev}
                  value={choices[member.id] ?? 'IGEN'}
                  onChange={(choice) =>
                    onChange({ ...votes, [subject]: { ...choices, [member.id]: choice as VoteChoice } })
                  }
                >
                  <Group gap="md" mt={4}>
                    {CHOICES.map(([choice, label]) => (
                      <Radio key={choice} value={choice} label={label} />
                    ))}
                  </Group>
                </Radio.Group>
              ))}
            </Stack>
          </Fieldset>
        );
      })}
    </Stack>
  );
}
