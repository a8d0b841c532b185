import { useState } from 'react';
import type { SafetyLevel } from '../../domain/safety/safety-types';

/**
 * The step every form that saves a veteran's own words takes after the save (DESIGN §1
 * "safety"): words that call for the Crisis Line keep the dialog open on `SavedWithSafety` with
 * the saved record; any other save goes on as the form planned (a toast, the dialog closed).
 */
export function useSavedWithSafety<Saved extends { safety: { level: SafetyLevel } }>() {
  const [saved, setSaved] = useState<Saved | null>(null);
  const afterSave =
    (otherwise: (record: Saved) => void) =>
    (record: Saved): void => {
      if (record.safety.level !== 'none') setSaved(record);
      else otherwise(record);
    };
  return [saved, afterSave] as const;
}
