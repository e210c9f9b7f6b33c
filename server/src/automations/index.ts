/** The automations domain's public face: other domains import it from here, never from its files (biome.json). */

export { AUTOMATION_JOBS, automationJobSpecs } from './jobs.ts';
export { queueBirthdayMessages } from './queue-birthday-messages.ts';
export { queueWinBacks } from './queue-win-backs.ts';
export { configOf, readAutomation } from './read-automation.ts';
export { updateAutomation } from './update-automation.ts';
