// /profiel/opgeslagen-items is the second address of the saved-items page (spec 2.1).
export { default, loader, meta } from './opgeslagen'
