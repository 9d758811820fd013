/** The floating 'AI Assistant' button and its panel (issue 8 builds them). */
export default function AssistantLauncher() {
  return null;
}
