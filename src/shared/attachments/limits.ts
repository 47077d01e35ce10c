/** Largest caption of a chart screenshot, in characters. */
export const CAPTION_MAX = 200;
