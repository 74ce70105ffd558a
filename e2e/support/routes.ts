// The routes under test come from the shell's route table itself: one place for each fact.
export { ROUTES, NOT_FOUND_TITLE } from '../../shell/src/routes/routeTable';
