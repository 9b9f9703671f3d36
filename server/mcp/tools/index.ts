import type { ToolDefinition } from '../tool.js';
import { diagramCreate } from './create.js';
import { diagramEdit } from './edit.js';
import { diagramList, diagramRead } from './read.js';
import { diagramValidate } from './validate.js';
import { diagramRender } from './render.js';
import { diagramShare } from './share.js';
import { diagramDelete } from './delete.js';
import { diagramHistory } from './history.js';
import { diagramDerive, dspDeriveScene } from './derive.js';
import { dspApplyOps } from './apply-ops.js';
import { dspNormalizeScene, dspValidateScene } from './retired-keyless.js';
import { dspCreateScene, dspDiffScene, dspGetScene, dspListRevisions, dspRenderScene } from './retired-scenes.js';
import { dspDeleteScene, dspListRecentlyDeleted, dspMakeScenePrivate, dspPublishScene, dspUndeleteScene } from './retired-lifecycle.js';
import { diagramPropose, dspGetProposal, dspListProposals, dspProposeOps } from './propose.js';
import { diagramReportProblem, dspSubmitToSupport } from './support.js';

/** Every MCP tool, in the order tools/list shows them. */
export const TOOLS: readonly ToolDefinition[] = [
  diagramCreate, diagramEdit, diagramRead, diagramList, diagramValidate, diagramRender, diagramShare, diagramDelete, diagramHistory, diagramDerive,
  dspCreateScene, dspApplyOps, dspGetScene, dspValidateScene, dspNormalizeScene, dspRenderScene, dspDiffScene, dspListRevisions,
  dspDeleteScene, dspUndeleteScene, dspListRecentlyDeleted, dspPublishScene, dspMakeScenePrivate, dspDeriveScene,
  diagramPropose, dspProposeOps, dspListProposals, dspGetProposal,
  diagramReportProblem, dspSubmitToSupport,
];
