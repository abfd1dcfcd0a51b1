import { describe, expect, it } from 'vitest';
import type { CallSurvey } from '../../../shared/api/route-calls';
import { surveyAnswerProblems } from './survey-answers';

const survey: CallSurvey = {
  SurveyId: 1,
  SurveyName: 'Shelf check',
  Questions: [
    { LineNum: 0, Question: 'Facings', AnswerKind: 'N', Choices: [], Required: 'Y' },
    { LineNum: 1, Question: 'Poster up', AnswerKind: 'Y', Choices: [], Required: 'N' },
    { LineNum: 2, Question: 'Shelf', AnswerKind: 'C', Choices: ['Eye level', 'Bottom'], Required: 'N' },
  ],
};

describe('survey answers of a call', () => {
  it('accepts answers of the right kinds with every required question answered', () => {
    expect(
      surveyAnswerProblems(survey, [
        { LineNum: 0, Answer: '12' },
        { LineNum: 1, Answer: 'Y' },
        { LineNum: 2, Answer: 'Bottom' },
      ]),
    ).toEqual([]);
  });

  it('names each wrong answer and the required question left out', () => {
    const problems = surveyAnswerProblems(survey, [
      { LineNum: 1, Answer: 'maybe' },
      { LineNum: 2, Answer: 'Top' },
      { LineNum: 7, Answer: 'x' },
      { LineNum: 1, Answer: 'N' },
    ]);
    expect(problems.map((problem) => [problem.field, problem.message])).toEqual([
      ['Answers.0.Answer', 'answerNotYesNo'],
      ['Answers.1.Answer', 'answerNotAChoice'],
      ['Answers.2.LineNum', 'notASurveyQuestion'],
      ['Answers.3.LineNum', 'answeredTwice'],
      ['Answers', 'requiredQuestionUnanswered'],
    ]);
  });

  it('refuses answers where the outlet has no survey, and asks none', () => {
    expect(surveyAnswerProblems(null, [])).toEqual([]);
    expect(surveyAnswerProblems(null, [{ LineNum: 0, Answer: '1' }])[0]?.message).toBe('callHasNoSurvey');
  });
});
