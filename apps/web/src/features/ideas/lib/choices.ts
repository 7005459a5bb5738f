import type { IdeaGoal, IdeaInterest, SkillLevel, TimeCommitment } from '@codebazaar/shared';

/** What the visitor chose in steps 1 and 2 (spec §3 Idea request). */
export interface IdeaChoices {
  skillLevel: SkillLevel;
  interests: IdeaInterest[];
  timeCommitment: TimeCommitment;
  goals: IdeaGoal[];
}

/** Spec §5: no required choices; beginner level and 1 week by default. */
export const DEFAULT_CHOICES: IdeaChoices = {
  skillLevel: 'beginner',
  interests: [],
  timeCommitment: '1-week',
  goals: [],
};
