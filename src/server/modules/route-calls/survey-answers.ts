import type { CallSurvey } from '../../../shared/api/route-calls';
import type { ServerMessageKey } from '../../../shared/i18n/sections/server-messages';

export interface AnswerProblem {
  /** The field path on the wire: `Answers.<index>.Answer`, or `Answers` for a missing answer. */
  field: string;
  message: ServerMessageKey;
  values?: Record<string, string | number>;
}

const numberPattern = /^-?\d+(\.\d+)?$/;

/**
 * What is wrong with a call's answers to its survey: a question it does not have, one answered
 * twice, an answer of the wrong kind (N a number, Y Y or N, C one of the choices), or a required
 * question left unanswered. Answers without a survey are refused whole.
 */
export function surveyAnswerProblems(
  survey: CallSurvey | null,
  answers: readonly { LineNum: number; Answer: string }[],
): AnswerProblem[] {
  if (!survey) return answers.length ? [{ field: 'Answers', message: 'callHasNoSurvey' }] : [];
  const problems: AnswerProblem[] = [];
  const seen = new Set<number>();
  answers.forEach((answer, index) => {
    const question = survey.Questions.find((candidate) => candidate.LineNum === answer.LineNum);
    const text = answer.Answer.trim();
    if (!question) problems.push({ field: `Answers.${index}.LineNum`, message: 'notASurveyQuestion' });
    else if (seen.has(answer.LineNum))
      problems.push({ field: `Answers.${index}.LineNum`, message: 'answeredTwice' });
    else if (question.AnswerKind === 'N' && text && !numberPattern.test(text))
      problems.push({ field: `Answers.${index}.Answer`, message: 'answerNotNumber' });
    else if (question.AnswerKind === 'Y' && text && text !== 'Y' && text !== 'N')
      problems.push({ field: `Answers.${index}.Answer`, message: 'answerNotYesNo' });
    else if (question.AnswerKind === 'C' && text && !question.Choices.includes(text))
      problems.push({
        field: `Answers.${index}.Answer`,
        message: 'answerNotAChoice',
        values: { choices: question.Choices.join(', ') },
      });
    seen.add(answer.LineNum);
  });
  for (const question of survey.Questions) {
    if (question.Required !== 'Y') continue;
    const given = answers.find((answer) => answer.LineNum === question.LineNum);
    if (!given?.Answer.trim())
      problems.push({
        field: 'Answers',
        message: 'requiredQuestionUnanswered',
        values: { question: question.Question },
      });
  }
  return problems;
}
