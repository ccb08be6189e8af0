/** The id of the `<template>` that holds the page's module preloads until the first paint (docs/decisions/0036). */
export const HELD_PRELOADS_ID = 'ts-held-modulepreloads'
