import { api } from '../../../lib/api-client';

/** VA Form 21-10210 filled with one witness's answers. */
export const downloadWitnessForm = (id: string) =>
  api.download(`/api/witness-requests/${id}/form.pdf`);
