import * as v from 'valibot';
import { NodeElement } from './node.js';
import { EdgeElement } from './edge.js';
import { FrameElement, GroupElement } from './containers.js';
import { GuideElement, ImageElement, TextElement } from './annotations.js';

/** Any element of a scene, told apart by `kind`. */
export const Element = v.variant('kind', [
  NodeElement,
  EdgeElement,
  GroupElement,
  FrameElement,
  TextElement,
  ImageElement,
  GuideElement,
]);

export type ElementValue = v.InferOutput<typeof Element>;
export type ElementInput = v.InferInput<typeof Element>;
