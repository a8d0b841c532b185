import type { PacketRequest } from '../../../../contracts/case';
import { api } from '../../../lib/api-client';

/**
 * VA Form 21-10210 filled with one witness's answers and what the veteran typed for this
 * download (SSN, VA file number, date of birth), sent once and kept nowhere.
 */
export const downloadWitnessForm = (id: string, identity: PacketRequest) =>
  api.download(`/api/witness-requests/${id}/form.pdf`, identity);
