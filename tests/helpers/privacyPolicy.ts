/** The privacy policy's sections as the spec lists them: the unit test and the browser test both check these. */
export const privacyPolicyTopics = [
  'Definitions',
  'Types of data collected',
  'Cookies and storage on your device',
  'How we use your data',
  'Sharing your data',
  'How long we keep your data',
  'Your rights',
] as const;
