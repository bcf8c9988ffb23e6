import { useTranslation } from '../lib/i18n';
import type { FormProblem } from '../lib/form-problem';

/** The message under a form that could not be sent. */
export function FormMessage({ problem, testId }: { problem: FormProblem | undefined; testId: string }) {
  const { t } = useTranslation();
  if (!problem) return null;
  const text = 'issue' in problem ? t(problem.issue.key, problem.issue.values) : problem.serverMessage;
  return (
    <p className="form-message" role="alert" data-testid={testId}>
      {text}
    </p>
  );
}
