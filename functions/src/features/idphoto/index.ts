// What other features use of the ID-photo capability.
export { cropPercent } from './masks.routes';
