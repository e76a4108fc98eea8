// What other features use of the studio: its job lines (account deletion stops their open jobs at fal).
export { generationLine } from './generation/generation.line';
export { trainingLine } from './training/training.line';
