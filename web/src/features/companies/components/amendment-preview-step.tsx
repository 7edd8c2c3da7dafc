import { Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { fetchAmendmentHtml, type AmendmentBody, type PlannedAmendmentDocument } from '../../../api/amendments.ts';
import { DocumentPager } from '../../../components/document-pager.tsx';
import { DocumentPreviewFrame } from '../../../components/document-preview-frame.tsx';
import { plannedDocumentTitle } from '../../../lib/document-type-title.ts';
import { amendmentPreviewErrorMessage } from '../../../lib/preview-error-message.ts';

type Props = {
  companyId: number | string;
  body: AmendmentBody;
  documents: PlannedAmendmentDocument[];
  onBack: () => void;
};

/** Each planned document of the amendment, one at a time, in the A4 frame of the formation preview. */
export function AmendmentPreviewStep({ companyId, body, documents, onBack }: Props) {
  const [index, setIndex] = useState(0);
  const current = documents[index];
  const preview = useQuery({
    queryKey: ['amendment-preview', String(companyId), JSON.stringify(body), current?.id, current?.index],
    queryFn: () => fetchAmendmentHtml(companyId, body, current!),
    enabled: current !== undefined,
    retry: false,
    staleTime: Infinity,
  });
  return (
    <Stack>
      <DocumentPager
        index={index}
        count={documents.length}
        title={current && plannedDocumentTitle(current)}
        onChange={setIndex}
      />
      <DocumentPreviewFrame
        title={current ? plannedDocumentTitle(current) : 'Előnézet'}
        html={preview.data}
        isLoading={preview.isFetching}
        onRetry={() => void preview.refetch()}
        error={preview.isError ? amendmentPreviewErrorMessage(preview.error) : null}
        onBack={onBack}
      />
    </Stack>
  );
}
