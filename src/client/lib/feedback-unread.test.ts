import { describe, expect, it } from 'vitest';
import { mentorFeedbackToast } from './feedback-unread';

describe("the live toast of a mentor's new comment", () => {
  it('names the mentor who commented', () => {
    expect(mentorFeedbackToast(JSON.stringify({ authorName: 'Ana Mentora' }))).toEqual({
      title: 'Ana Mentora comentou seu diário',
      description: 'Abra Feedback do mentor para ver e responder.',
    });
  });

  it('still shows, with its default text, when the event does not say who or cannot be read', () => {
    const fallback = {
      title: 'Feedback do mentor comentou seu diário',
      description: 'Abra Feedback do mentor para ver e responder.',
    };
    expect(mentorFeedbackToast(JSON.stringify({}))).toEqual(fallback);
    expect(mentorFeedbackToast('not json')).toEqual(fallback);
    expect(mentorFeedbackToast('')).toEqual(fallback);
    expect(mentorFeedbackToast('null')).toEqual(fallback);
  });
});
