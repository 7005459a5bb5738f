/** The 404 text of an unknown project, or one the viewer may not see (a draft of someone else). */
export const PROJECT_NOT_FOUND = 'Project not found';
