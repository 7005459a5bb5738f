import type { IdeaGoal, IdeaInterest, SkillLevel, TimeCommitment } from '@codebazaar/shared';

/** What the visitor chose in steps 1 and 2. */
export interface IdeaChoices {
  skillLevel: SkillLevel;
  interests: IdeaInterest[];
  timeCommitment: TimeCommitment;
  goals: IdeaGoal[];
}

/**
 * No required choices; beginner level and 1 week by default (docs/product-rules.md#idea-generator).
 */
export const DEFAULT_CHOICES: IdeaChoices = {
  skillLevel: 'beginner',
  interests: [],
  timeCommitment: '1-week',
  goals: [],
};
