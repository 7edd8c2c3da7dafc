import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../lib/api-client.ts';

/** A generated document (spec section 3). */
export type GeneratedDocument = {
  id: number | string;
  fileId?: string;
  fileName: string;
  directorIndex?: number | null;
  templateId: string;
  companyName: string;
  createdAt: string;
  deleted: boolean;
  payed: boolean;
  retentionDays: number;
  /** The retention period has passed: the file is gone. */
  isExpired?: boolean;
};

export const documentsQueryKey = ['docs'] as const;

export function fetchDocuments(): Promise<GeneratedDocument[]> {
  return apiRequest('/api/docs');
}

export function deleteDocument(id: number | string): Promise<void> {
  return apiRequest(`/api/docs/${encodeURIComponent(String(id))}`, { method: 'DELETE' });
}

/** Word (the stored .docx) or PDF, converted by the server. */
export type DownloadFormat = 'docx' | 'pdf';

/** The stored .docx of a document, or its PDF (`GET /api/docs/{id}?format=pdf`). */
export function downloadDocument(id: number | string, format: DownloadFormat = 'docx'): Promise<Blob> {
  const query = format === 'pdf' ? '?format=pdf' : '';
  return apiRequest(`/api/docs/${encodeURIComponent(String(id))}${query}`, {}, 'blob');
}

export function useDocuments() {
  return useQuery({ queryKey: documentsQueryKey, queryFn: fetchDocuments });
}

export function useDeleteDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDocument,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: documentsQueryKey }),
  });
}
