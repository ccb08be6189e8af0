/** An image as the pages render it: a CMS upload through the image route, in the sizes it has (media.server.ts). */
export type ImageView = { src: string; srcSet: string; sizes: string; width: number; height: number; alt: string }
