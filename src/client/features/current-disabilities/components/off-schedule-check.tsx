import { Alert, Checkbox } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { ApiRequestError } from '../../../lib/api-client';
import { serverFieldErrors } from '../../../lib/api-error';

type Question = { message: string; percentage: unknown; confirmed: boolean };

/**
 * A rating VA's schedule does not have for the code is named back by the server (409) before it
 * is saved; the veteran can confirm their letter says it. A confirmation holds only for the
 * rating it was given for: changing the rating asks again.
 */
export function useOffScheduleCheck(currentPercentage: unknown) {
  const [question, setQuestion] = useState<Question | null>(null);
  const open = question !== null && question.percentage === currentPercentage ? question : null;

  /** True when the failure was the question: the dialog shows it instead of a toast. */
  const asked = (error: unknown) => {
    const [problem] = serverFieldErrors(error).filter((e) => e.path === 'currentPercentage');
    if (!(error instanceof ApiRequestError) || error.status !== 409 || !problem) return false;
    setQuestion({ message: problem.message, percentage: currentPercentage, confirmed: false });
    return true;
  };

  const prompt = open && (
    <Alert
      color="yellow"
      variant="light"
      icon={<IconAlertTriangle size={18} aria-hidden />}
      title="Check this rating"
    >
      {open.message}
      <Checkbox
        mt="sm"
        label={`My decision letter says ${String(open.percentage)}%: save it as written`}
        checked={open.confirmed}
        onChange={(event) => setQuestion({ ...open, confirmed: event.currentTarget.checked })}
      />
    </Alert>
  );

  /** Added to the body only once confirmed, so an ordinary save sends what it always did. */
  const confirmation = open?.confirmed ? { offScheduleConfirmed: true } : {};
  return { asked, prompt, confirmation };
}
