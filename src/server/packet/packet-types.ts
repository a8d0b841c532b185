/**
 * What a packet worker receives: plain data only, so it crosses to a worker thread by
 * structured clone. The case module turns a veteran's case into one of these per download.
 */
import type { FormFill } from '../forms/form-fill';

export interface PacketJob {
  forms: PacketForm[];
  evidence: EvidenceBook;
  /** What the veteran should know before sending, at the head of the README (cover sheet). */
  notices?: string[];
}

export interface PacketForm {
  /** The file's name in the ZIP ("21-526EZ.pdf", "21-4138-1.pdf"). */
  entryName: string;
  /** VA's blank fillable PDF. Copied to the worker: the caller may keep it cached. */
  template: Uint8Array;
  fill: FormFill;
}

/** evidence.pdf: an index by condition and element, then every confirmed document. */
export interface EvidenceBook {
  veteranName: string | null;
  /** On every page's bottom margin: the veteran's name and VA file number. */
  identification?: string | null;
  /** YYYY-MM-DD. */
  preparedOn: string;
  conditions: EvidenceCondition[];
  exhibits: Exhibit[];
}

export interface EvidenceCondition {
  name: string;
  /** How the condition is claimed ("Direct service connection"). */
  basisLabel: string;
  /** Every element of the claim has evidence. */
  ready: boolean;
  elements: EvidenceElement[];
}

export interface EvidenceElement {
  /** The element as the veteran's screens name it ("A current diagnosis"). */
  label: string;
  statusLabel: string;
  entries: EvidenceEntry[];
}

export interface EvidenceEntry {
  /** The exhibit the evidence is in; null for evidence that is not a document. */
  exhibit: number | null;
  what: string;
  /** Page of the exhibit, from 1; null when the whole exhibit is meant. */
  page: number | null;
  quote: string | null;
}

export interface Exhibit {
  /** From 1, in the order the exhibits follow the index. */
  number: number;
  /** The document's name. */
  title: string;
  mimeType: string;
  /**
   * The file as uploaded, or null once its retention has passed. Moved to the worker, not
   * copied: the job owns these bytes.
   */
  bytes: Uint8Array | null;
  /** Extracted text, laid out on pages for files that are neither PDF nor image (Word, text). */
  text: string | null;
}
