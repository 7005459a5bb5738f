// Generated from /api/docs/json by openapi-typescript; do not edit.
export interface paths {
    "/api/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Health of the server and its database */
        get: operations["getHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/health/ready": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether this instance takes traffic: migrated, database and job queue answer, not stopping */
        get: operations["getReadiness"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create an account and sign in */
        post: operations["register"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign in with email and password */
        post: operations["signIn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign out of this session */
        post: operations["signOut"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user's profile */
        get: operations["getProfile"];
        /** Update the signed-in user's profile */
        put: operations["updateProfile"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/change-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Change the password */
        post: operations["changePassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/verify-email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Verify an email address with the mailed token */
        post: operations["verifyEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/resend-verification": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send the verification mail again */
        post: operations["resendVerification"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/forgot-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mail a password reset link */
        post: operations["requestPasswordReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/reset-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Set a new password with the mailed token */
        post: operations["resetPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/blog": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Published blog posts, newest first */
        get: operations["listBlogPosts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/blog/featured": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Featured blog posts */
        get: operations["listFeaturedBlogPosts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/blog/categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Blog categories with post counts */
        get: operations["listBlogCategories"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/blog/admin/posts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every blog post, drafts included (admins) */
        get: operations["listAllBlogPosts"];
        put?: never;
        /** Create a blog post (admins) */
        post: operations["createBlogPost"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/blog/admin/posts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One blog post to edit (admins) */
        get: operations["getBlogPostForEditing"];
        /** Update a blog post (admins) */
        put: operations["updateBlogPost"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/blog/admin/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Render a blog post preview (admins) */
        post: operations["previewBlogPost"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/blog/{post}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One published blog post by its slug */
        get: operations["getBlogPost"];
        put?: never;
        post?: never;
        /** Delete a blog post (admins) */
        delete: operations["deleteBlogPost"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/newsletter/subscribe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Subscribe to the newsletter */
        post: operations["subscribeNewsletter"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/newsletter/stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Newsletter subscriber counts (admins) */
        get: operations["getNewsletterStats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/newsletter/subscribers.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Newsletter subscribers as CSV (admins) */
        get: operations["exportNewsletterSubscribersCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sandbox/run/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** HTML page that runs a published project’s demo in a sandboxed iframe */
        get: operations["getSandboxPage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/projects": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Published projects: search, filter, sort, one page */
        get: operations["listProjects"];
        put?: never;
        /** Publish a new project */
        post: operations["publishNewProject"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/projects/drafts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in author's drafts */
        get: operations["listDrafts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/projects/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One project and the viewer's license */
        get: operations["getProject"];
        /** Save and publish a project (author only) */
        put: operations["publishProject"];
        post?: never;
        /** Delete a project (author only; not once licenses exist) */
        delete: operations["deleteProject"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/projects/draft": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Save a new project as a draft (needs only a title) */
        post: operations["createDraft"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/projects/{id}/draft": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Save a project as a draft (author only) */
        put: operations["saveDraft"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/projects/{id}/publish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Publish a draft after checking every rule (author only) */
        post: operations["publishDraft"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/projects/ai-search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Natural-language project search: parsed into filters, then the normal search */
        post: operations["searchProjectsWithAi"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/projects/ai-generate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Draft a description, tags, category, repository URLs and features from a title */
        post: operations["generateProjectWithAi"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/projects/{id}/reviews": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A project's reviews, newest first, with its average rating */
        get: operations["listReviews"];
        /** Rate a project 1-5 with an optional review, or edit it (active license holders) */
        put: operations["saveReview"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/projects/{id}/updates-policy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Set how long updates are included with a license, and the renewal price
         * @description updatesMonths: months of new releases and repository access a new paid license includes (null: for life, the default). renewalPrice: dollars (null: the project's price). Only paid and freemium projects may sell a term; licenses sold before keep the term they were sold with.
         */
        put: operations["setUpdatesPolicy"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tools/generate-ideas": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Project ideas for a skill level, interests, time and goals, with market figures */
        post: operations["generateIdeas"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An author's public profile, by id or by username (any letter case) */
        get: operations["getUserProfile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/legal/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A legal page (terms, privacy, refund policy, contact) */
        get: operations["getLegalPage"];
        /** Update a legal page (admins) */
        put: operations["updateLegalPage"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user's projects, purchases, seller figures and recent activity */
        get: operations["getDashboard"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/licenses/claim-free": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Claim free access to a free or freemium project (409 when already held) */
        post: operations["claimFreeLicense"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/projects/{id}/media/cover": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Upload or replace a project's cover (author or admin; PNG, JPEG or WebP, 5 MB) */
        post: operations["uploadCover"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/projects/{id}/media/screenshots": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a screenshot, at most 6 (author or admin; PNG, JPEG or WebP, 5 MB) */
        post: operations["uploadScreenshot"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/projects/{id}/media/order": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Reorder the screenshots (author or admin) */
        put: operations["reorderScreenshots"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/projects/{id}/media/{mediaId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove the cover or a screenshot (author or admin) */
        delete: operations["deleteMedia"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/blog/admin/images": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Upload a blog post's featured image (admin; PNG, JPEG or WebP, 5 MB) */
        post: operations["uploadBlogImage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/media/{name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A stored image (WebP; cached for good) */
        get: operations["getImage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/license-keys/validate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Check a license key (an unknown key is valid: false, code NOT_FOUND) */
        post: operations["validateLicenseKey"];
        delete?: never;
        /** The CORS preflight of POST /api/license-keys/validate: any origin may call it */
        options: operations["preflightValidateLicenseKey"];
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/license-keys/activate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Activate a license key on an instance (409 when its limit is reached; the same fingerprint is the same instance) */
        post: operations["activateLicenseKey"];
        delete?: never;
        /** The CORS preflight of POST /api/license-keys/activate: any origin may call it */
        options: operations["preflightActivateLicenseKey"];
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/license-keys/deactivate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Free the place of an activated instance */
        post: operations["deactivateLicenseKey"];
        delete?: never;
        /** The CORS preflight of POST /api/license-keys/deactivate: any origin may call it */
        options: operations["preflightDeactivateLicenseKey"];
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/license-keys/upgrade": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Check a license key for a newer version: the latest release, the latest the license is entitled to, and a link to it */
        post: operations["checkLicenseKeyUpgrade"];
        delete?: never;
        /** The CORS preflight of POST /api/license-keys/upgrade: any origin may call it */
        options: operations["preflightUpgradeLicenseKey"];
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/projects/{id}/license-keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The project's key settings and its keys, masked (the author) */
        get: operations["getLicenseKeySettings"];
        /** Turn license keys on or off and set their terms (the author) */
        put: operations["updateLicenseKeySettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/projects/{id}/license-keys/{licenseId}/revoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Revoke one license key (the author) */
        post: operations["revokeLicenseKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/projects/{id}/license-keys/{licenseId}/reset-activations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Remove every activation of a license key (the author) */
        post: operations["resetActivations"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/projects/{id}/license-public-key": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The public keys that verify the project's license certificates (PEM and JWK) */
        get: operations["getLicensePublicKeys"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/projects/{id}/license-revocations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed list of the author's licenses whose keys no longer validate (besides expiry) */
        get: operations["getLicenseRevocations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/licenses/{id}/certificate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed license certificate (the holder) */
        get: operations["getLicenseCertificate"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/licenses/{id}/instances": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Where the license's key is activated, and its limit (the holder) */
        get: operations["listKeyInstances"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/licenses/{id}/instances/{instanceId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Free one instance of the license's key (the holder); answers the ones left */
        delete: operations["freeKeyInstance"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/license-keys/signing-keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in seller's certificate signing keys */
        get: operations["listSigningKeys"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/license-keys/signing-keys/rotate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Make a new current signing key (old certificates verify until revoked) */
        post: operations["rotateSigningKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/license-keys/signing-keys/{keyId}/revoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Revoke an old signing key: its certificates no longer verify */
        post: operations["revokeSigningKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/licenses/{id}/download": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Download the code of a license (a release, by default the latest it is entitled to): a redirect to a five-minute link (JSON with Accept: application/json) */
        get: operations["downloadLicenseCode"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/downloads/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Stream the archive of a download link (once, within five minutes); HEAD answers its headers without using it */
        get: operations["serveDownload"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/projects/{id}/releases": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The project's releases, newest first, and what the viewer may download (every visitor) */
        get: operations["listProjectReleases"];
        put?: never;
        /** Publish a release (author): upload a zip or tar.gz (multipart), or name a GitHub tag (JSON) */
        post: operations["publishRelease"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/projects/{id}/releases/sync": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add the repository's new GitHub releases now (author) */
        post: operations["syncReleases"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/projects/{id}/releases/{releaseId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Yank a release (author): gone from lists and new downloads, kept in history */
        delete: operations["yankRelease"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/projects/{id}/releases/{releaseId}/download": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The file of one of the author's own releases (author; yanked ones too) */
        get: operations["downloadOwnRelease"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/create-payment-intent": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start paying for a license; the server prices it
         * @description Opens the buyer's checkout of the project, replacing (and canceling) any checkout the buyer had open for it. At most 20 a minute per buyer: 429 with Retry-After beyond that.
         */
        post: operations["createPaymentIntent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/confirm-payment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The license of the buyer's succeeded payment (idempotent) */
        post: operations["confirmPayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/test-processor/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Test processor: pay an intent with a test card (402 when declined) */
        post: operations["confirmTestPayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/checkout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Check out the cart, a bundle or named items in one payment
         * @description Without items and bundleId the buyer's cart is checked out. Each line is priced by the server (a seller's code applies to that seller's lines; a bundle's price is spread over its projects by their list prices, those the buyer holds left out). Replaces the buyer's open checkouts. Buyers billed in the EU, the EEA or the UK must send consentToImmediateDelivery: true.
         */
        post: operations["createCheckout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/checkout/{checkoutId}/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The order of the buyer's paid checkout (idempotent) */
        post: operations["confirmCheckout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The buyer's orders, newest first */
        get: operations["listOrders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of the buyer's orders with its lines and licenses */
        get: operations["getOrder"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{id}/receipt": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One receipt for the buyer's order, a line per item */
        get: operations["getOrderReceipt"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{id}/receipt.pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The order's receipt as a PDF (its buyer) */
        get: operations["getOrderReceiptPdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/config": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Which payment provider runs, and its publishable key */
        get: operations["getPaymentsConfig"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/test-processor/complete-onboarding": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Test processor: finish the signed-in seller's onboarding */
        post: operations["completeTestOnboarding"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/connect-account-status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in seller's payment account */
        get: operations["getPaymentAccount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/create-connect-account": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create the seller payment account (once) and return where to onboard */
        post: operations["createPaymentAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/seller-earnings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in seller's earnings and latest sales */
        get: operations["getSellerEarnings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/refund": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Refund a paid license (the project seller or an admin) */
        post: operations["refundLicense"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/webhook": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Stripe webhook (signed): payments, refunds, seller accounts */
        post: operations["receiveStripeEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cart": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Your cart, oldest item first, with its subtotal
         * @description Each item says whether it can still be bought (`available`) and why not (`unavailableReason`): unpublished, made free or bought since. The subtotal counts the available items, before discounts, fee and tax.
         */
        get: operations["getCart"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cart/items/{projectId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Add a project to your cart, or change your amount
         * @description A published paid or freemium project you do not own and do not hold a paid license of. `amount` (dollars) only for pay what you want, at least its price; without it checkout charges the suggested price, else the price. At most 20 items; at most 60 writes a minute (429 with Retry-After).
         */
        put: operations["putCartItem"];
        post?: never;
        /** Remove a project from your cart */
        delete: operations["removeCartItem"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/seller/discounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Your discount codes with their redemption counts */
        get: operations["listDiscounts"];
        put?: never;
        /** Create a discount code for your projects */
        post: operations["createDiscount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/seller/discounts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete one of your discount codes */
        delete: operations["deleteDiscount"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/seller/bundles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Your bundles, newest first, with whether each is available */
        get: operations["listSellerBundles"];
        put?: never;
        /** Create a bundle of 2 to 20 of your published paid or freemium projects */
        post: operations["createBundle"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/seller/bundles/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Replace the title, description, projects and price of one of your bundles */
        put: operations["updateBundle"];
        post?: never;
        /** Delete one of your bundles */
        delete: operations["deleteBundle"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bundles/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A bundle with its projects; signed in, also what completing it costs you (the projects you hold left out) */
        get: operations["getBundle"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/projects/{id}/bundles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The available bundles that contain a published project */
        get: operations["listProjectBundles"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/licenses/{id}/refund-request": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Ask the seller to refund your paid license (inside its refund window) */
        post: operations["requestRefund"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/licenses/{id}/receipt": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The receipt of a paid license (its buyer) */
        get: operations["getLicenseReceipt"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/licenses/{id}/receipt.pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The receipt of a paid license as a PDF (its buyer) */
        get: operations["getLicenseReceiptPdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/receipts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Your paid purchases with their receipts, newest first */
        get: operations["listMyReceipts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/billing": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Your billing country and VAT ID, and whether tax is charged */
        get: operations["getBillingDetails"];
        /** Set your billing country and VAT ID (null or blank clears one) */
        put: operations["updateBillingDetails"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/seller/refund-requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Refund requests on your projects (every request for an admin) */
        get: operations["listRefundRequests"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/seller/refund-requests/{id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Approve a refund request: the payment is refunded and the license ends */
        post: operations["approveRefundRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/seller/refund-requests/{id}/decline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Decline a refund request with a message to the buyer */
        post: operations["declineRefundRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/test-processor/dispute": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Test processor (admin): open the dispute of a payment, or close it with an outcome */
        post: operations["testProcessorDispute"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/seller/balance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Your balance: pending, available, in dispute, paid out, and your payouts */
        get: operations["getSellerBalance"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/seller/sales.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every paid sale of your projects as CSV */
        get: operations["exportSellerSalesCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/test-processor/payouts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Test processor (admin): pay every seller's available balance out now */
        post: operations["runTestProcessorPayouts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/github/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether GitHub is configured and the viewer has connected an account */
        get: operations["getGithubStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/github/oauth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** GitHub authorize URL for the popup (connects when signed in, else signs in) */
        get: operations["startGithubPopup"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/github/oauth/callback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Finish the popup flow: sign in, or connect GitHub to the signed-in account */
        post: operations["finishGithubPopup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/github/repositories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One page of the GitHub repositories the user can administer */
        get: operations["listGithubRepositories"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/github/verify-repository": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Check a GitHub repository URL with the user's GitHub account */
        post: operations["verifyGithubRepository"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/github": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Start the full-page GitHub sign-in (302 to GitHub) */
        get: operations["startGithubSignIn"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/github/callback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** GitHub returns here: sets the session cookie, 302 to /auth/success */
        get: operations["finishGithubSignIn"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/seller-licenses-github": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Licenses of the seller's projects that have a GitHub repository, as JSON or (format=csv) the same rows as CSV */
        get: operations["listGithubLicenses"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/manage-github-access": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Grant or revoke a buyer's repository access (the project's seller only) */
        post: operations["manageGithubAccess"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/overview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Sales, fees, refunds, new users and new projects per month for 12 months */
        get: operations["getAdminOverview"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Search users by name or email */
        get: operations["searchUsers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users/{id}/suspend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Suspend a user: no sign-in, sessions end, projects leave the public lists */
        post: operations["suspendUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users/{id}/unsuspend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Lift a suspension: the projects it hid are published again */
        post: operations["unsuspendUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users/{id}/role": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Make a user an admin or remove the role (never from the last admin) */
        put: operations["setUserRole"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/projects": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Search projects by title or author, drafts included */
        get: operations["searchAllProjects"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/projects/{id}/unpublish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Take a project off the marketplace; its author sees the reason */
        post: operations["unpublishProject"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/projects/{id}/feature": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Feature a project on the home page, or stop featuring it */
        post: operations["featureProject"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/audit-log": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every admin and money action, newest first: who, what, to what, why and when; by group */
        get: operations["getAuditLog"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/reports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Reports to work: open ones oldest first, or resolved ones newest first */
        get: operations["listReports"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/reports/{id}/resolve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Resolve a report: dismiss it or act on its target; the reporter is told */
        post: operations["resolveReport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The marketplace settings: the seller of record (admins) */
        get: operations["getMarketplaceSettings"];
        /** Save the marketplace settings (admins) */
        put: operations["updateMarketplaceSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Report a project, a review or a user to the admins */
        post: operations["createReport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/notices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Your projects an admin unpublished (with the reason) and your reports */
        get: operations["listNotices"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/home": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The home page's featured project and the marketplace's counts */
        get: operations["getHome"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/tokens": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Your personal access tokens: name, scopes, created, last used and expiry */
        get: operations["listTokens"];
        put?: never;
        /** Create a personal access token; the answer holds the secret, shown this once */
        post: operations["createToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/tokens/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Revoke a personal access token */
        delete: operations["revokeToken"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/licenses/{id}/access": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A license's repository access with its event history */
        get: operations["getLicenseAccess"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/licenses/{id}/access/resend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send the repository invitation again (buyer or seller) */
        post: operations["resendAccessInvitation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/seller/access-events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The access trail of the seller's projects, as JSON or CSV */
        get: operations["listAccessEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/seller/reconcile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Compare the seller's repositories on GitHub with their licenses and report */
        post: operations["reconcileAccess"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/seller/reconcile/last": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The seller's last reconciliation report (null before the first) */
        get: operations["lastAccessReconcile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/seller/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Your webhook endpoints (without their secrets) */
        get: operations["listWebhooks"];
        put?: never;
        /** Create a webhook endpoint; the answer holds its signing secret, shown this once */
        post: operations["createWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/seller/webhooks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a webhook endpoint and its delivery log */
        delete: operations["deleteWebhook"];
        options?: never;
        head?: never;
        /** Change a webhook endpoint: URL, events, description, switched on or off */
        patch: operations["updateWebhook"];
        trace?: never;
    };
    "/api/seller/webhooks/{id}/rotate-secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Replace the signing secret of a webhook; the new one is shown this once */
        post: operations["rotateWebhookSecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/seller/webhooks/{id}/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Queue a signed webhook.test event to the endpoint (sent once) */
        post: operations["sendWebhookTest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/seller/webhooks/{id}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The latest deliveries of a webhook: event, status, response code, duration, attempts */
        get: operations["listWebhookDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/seller/webhooks/{id}/deliveries/{deliveryId}/redeliver": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a delivered or failed message again (same id and body, one attempt) */
        post: operations["redeliverWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/projects/{id}/release-mails": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether the signed-in holder gets mails about new releases of a project */
        get: operations["getReleaseMails"];
        /** Turn mails about new releases of a project on or off (holders of a license) */
        put: operations["setReleaseMails"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/releases/unsubscribe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The page of a release mail's unsubscribe link: a button that stops the project's release mails */
        get: operations["getReleaseUnsubscribePage"];
        put?: never;
        /** One-click unsubscribe (RFC 8058) from release mails of a project: no session, the link’s token says whose */
        post: operations["unsubscribeFromReleaseMails"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface webhooks {
    "license.created": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A license is sold or granted */
        post: operations["onLicenseCreatedEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "license.refunded": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A license is refunded */
        post: operations["onLicenseRefundedEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "license.disputed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A payment is disputed */
        post: operations["onLicenseDisputedEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "access.granted": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Repository access is granted */
        post: operations["onAccessGrantedEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "access.revoked": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Repository access is revoked */
        post: operations["onAccessRevokedEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "review.created": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A review is written */
        post: operations["onReviewCreatedEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "project.published": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A project is published */
        post: operations["onProjectPublishedEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "release.published": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A release of a project is published */
        post: operations["onReleasePublishedEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "webhook.test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A test event, sent by the "Send test event" button only */
        post: operations["onWebhookTestEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface components {
    schemas: {
        LicenseCreatedEvent: {
            /** @enum {string} */
            type: "license.created";
            /**
             * Format: date-time
             * @description When the event was queued.
             */
            timestamp: string;
            data: {
                license: {
                    /** Format: uuid */
                    id: string;
                    /** Format: uuid */
                    projectId: string;
                    projectTitle: string;
                    buyerUsername: string;
                    /**
                     * @description free: a free claim; paid: a sale.
                     * @enum {string}
                     */
                    kind: "free" | "paid";
                    /**
                     * @description The license as the event found it: active, refunded, suspended (by a payment dispute) or revoked.
                     * @enum {string}
                     */
                    status: "active" | "refunded" | "suspended" | "revoked";
                    /** @description What the buyer paid, in cents (0 when free). */
                    totalCents: number;
                    /** @description The seller's share, in cents. */
                    sellerCents: number;
                    /** @description ISO 4217 code, e.g. USD. */
                    currency: string;
                    /** Format: date-time */
                    createdAt: string;
                };
            };
        };
        LicenseRefundedEvent: {
            /** @enum {string} */
            type: "license.refunded";
            /**
             * Format: date-time
             * @description When the event was queued.
             */
            timestamp: string;
            data: {
                license: {
                    /** Format: uuid */
                    id: string;
                    /** Format: uuid */
                    projectId: string;
                    projectTitle: string;
                    buyerUsername: string;
                    /**
                     * @description free: a free claim; paid: a sale.
                     * @enum {string}
                     */
                    kind: "free" | "paid";
                    /**
                     * @description The license as the event found it: active, refunded, suspended (by a payment dispute) or revoked.
                     * @enum {string}
                     */
                    status: "active" | "refunded" | "suspended" | "revoked";
                    /** @description What the buyer paid, in cents (0 when free). */
                    totalCents: number;
                    /** @description The seller's share, in cents. */
                    sellerCents: number;
                    /** @description ISO 4217 code, e.g. USD. */
                    currency: string;
                    /** Format: date-time */
                    createdAt: string;
                };
            };
        };
        LicenseDisputedEvent: {
            /** @enum {string} */
            type: "license.disputed";
            /**
             * Format: date-time
             * @description When the event was queued.
             */
            timestamp: string;
            data: {
                license: {
                    /** Format: uuid */
                    id: string;
                    /** Format: uuid */
                    projectId: string;
                    projectTitle: string;
                    buyerUsername: string;
                    /**
                     * @description free: a free claim; paid: a sale.
                     * @enum {string}
                     */
                    kind: "free" | "paid";
                    /**
                     * @description The license as the event found it: active, refunded, suspended (by a payment dispute) or revoked.
                     * @enum {string}
                     */
                    status: "active" | "refunded" | "suspended" | "revoked";
                    /** @description What the buyer paid, in cents (0 when free). */
                    totalCents: number;
                    /** @description The seller's share, in cents. */
                    sellerCents: number;
                    /** @description ISO 4217 code, e.g. USD. */
                    currency: string;
                    /** Format: date-time */
                    createdAt: string;
                };
            };
        };
        AccessGrantedEvent: {
            /** @enum {string} */
            type: "access.granted";
            /**
             * Format: date-time
             * @description When the event was queued.
             */
            timestamp: string;
            data: {
                access: {
                    /** Format: uuid */
                    id: string;
                    /** Format: uuid */
                    licenseId: string;
                    /** Format: uuid */
                    projectId: string;
                    /** @description The buyer's GitHub login. */
                    githubAccount: string | null;
                    /** @description The repository, owner/name. */
                    repository: string | null;
                    /**
                     * @description invite: an invitation was sent; resend: sent again.
                     * @enum {string}
                     */
                    action: "invite" | "resend";
                    /**
                     * @description Why it was done.
                     * @enum {string}
                     */
                    cause: "purchase" | "refund" | "dispute" | "seller_action" | "buyer_action" | "buyer_relink" | "reconciliation" | "admin" | "updates_ended" | "renewal";
                    /** Format: date-time */
                    createdAt: string;
                };
            };
        };
        AccessRevokedEvent: {
            /** @enum {string} */
            type: "access.revoked";
            /**
             * Format: date-time
             * @description When the event was queued.
             */
            timestamp: string;
            data: {
                access: {
                    /** Format: uuid */
                    id: string;
                    /** Format: uuid */
                    licenseId: string;
                    /** Format: uuid */
                    projectId: string;
                    /** @description The buyer's GitHub login. */
                    githubAccount: string | null;
                    /** @description The repository, owner/name. */
                    repository: string | null;
                    /**
                     * @description revoke: the invitation was withdrawn; remove: the collaborator was removed.
                     * @enum {string}
                     */
                    action: "revoke" | "remove";
                    /**
                     * @description Why it was done.
                     * @enum {string}
                     */
                    cause: "purchase" | "refund" | "dispute" | "seller_action" | "buyer_action" | "buyer_relink" | "reconciliation" | "admin" | "updates_ended" | "renewal";
                    /** Format: date-time */
                    createdAt: string;
                };
            };
        };
        ReviewCreatedEvent: {
            /** @enum {string} */
            type: "review.created";
            /**
             * Format: date-time
             * @description When the event was queued.
             */
            timestamp: string;
            data: {
                review: {
                    /** Format: uuid */
                    id: string;
                    /** Format: uuid */
                    projectId: string;
                    projectTitle: string;
                    reviewerUsername: string;
                    rating: number;
                    /** @description The text of the review; empty when none. */
                    body: string;
                    /** Format: date-time */
                    createdAt: string;
                };
            };
        };
        ProjectPublishedEvent: {
            /** @enum {string} */
            type: "project.published";
            /**
             * Format: date-time
             * @description When the event was queued.
             */
            timestamp: string;
            data: {
                project: {
                    /** Format: uuid */
                    id: string;
                    title: string;
                    /** @enum {string} */
                    licenseType: "free" | "paid" | "freemium";
                    priceCents: number;
                    /** @enum {string} */
                    status: "published";
                    /**
                     * Format: uri
                     * @description The project's page on the marketplace.
                     */
                    url: string;
                };
            };
        };
        ReleasePublishedEvent: {
            /** @enum {string} */
            type: "release.published";
            /**
             * Format: date-time
             * @description When the event was queued.
             */
            timestamp: string;
            data: {
                release: {
                    /** Format: uuid */
                    id: string;
                    /** Format: uuid */
                    projectId: string;
                    projectTitle: string;
                    /** @description The semantic version, without a leading v. */
                    version: string;
                    /** @description The release notes, Markdown. */
                    notes: string;
                    /** Format: date-time */
                    publishedAt: string;
                    /**
                     * Format: date-time
                     * @description A fix reaching older terms of updates counts from this date; null otherwise.
                     */
                    backdatedTo: string | null;
                    files: {
                        name: string;
                        /** @description Bytes. */
                        size: number;
                        sha256: string;
                    }[];
                    /**
                     * Format: uri
                     * @description The project's changelog on the marketplace.
                     */
                    url: string;
                };
            };
        };
        WebhookTestEvent: {
            /** @enum {string} */
            type: "webhook.test";
            /**
             * Format: date-time
             * @description When the event was queued.
             */
            timestamp: string;
            data: {
                /**
                 * Format: uuid
                 * @description The endpoint the test was sent to.
                 */
                webhookId: string;
                message: string;
            };
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Health of the server and its database */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ok";
                        /** @enum {string} */
                        database: "ok";
                    };
                };
            };
            /** @description The service is unavailable: the reason is in `error`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description The request was refused: the reason is in `error`. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    getReadiness: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Whether this instance takes traffic: migrated, database and job queue answer, not stopping */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ready";
                        checks: {
                            /** @enum {string} */
                            migrations: "ok" | "failed";
                            /** @enum {string} */
                            database: "ok" | "failed";
                            /** @enum {string} */
                            jobs: "ok" | "failed";
                            /** @enum {string} */
                            shutdown: "ok" | "failed";
                        };
                    };
                };
            };
            /** @description The service is unavailable: the reason is in `error`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        checks: {
                            /** @enum {string} */
                            migrations: "ok" | "failed";
                            /** @enum {string} */
                            database: "ok" | "failed";
                            /** @enum {string} */
                            jobs: "ok" | "failed";
                            /** @enum {string} */
                            shutdown: "ok" | "failed";
                        };
                    };
                };
            };
            /** @description The request was refused: the reason is in `error`. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    register: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    username: string;
                    /** Format: email */
                    email: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description Create an account and sign in */
            201: {
                headers: {
                    /** @description The session cookie cb_session (HttpOnly, SameSite=Lax, Path=/) */
                    "Set-Cookie"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        token: string;
                        user: {
                            _id: string;
                            id: string;
                            username: string;
                            email: string;
                            /** @enum {string} */
                            role: "user" | "admin";
                            createdAt: string;
                            reputation: number;
                            projectsCount: number;
                            purchasesCount: number;
                            isVerified: boolean;
                            pendingEmail?: string | null;
                            profileImage: string | null;
                            website: string | null;
                            githubProfile: {
                                username: string;
                            } | null;
                            profile: {
                                displayName: string | null;
                                bio: string | null;
                            };
                        };
                    };
                };
            };
            /** @description The request was refused: the reason is in `error`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description The request was refused: the reason is in `error`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description The request was refused: the reason is in `error`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description The request was refused: the reason is in `error`. */
            429: {
                headers: {
                    /** @description How many seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description The request was refused: the reason is in `error`. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    signIn: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description Sign in with email and password */
            200: {
                headers: {
                    /** @description The session cookie cb_session (HttpOnly, SameSite=Lax, Path=/) */
                    "Set-Cookie"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        token: string;
                        user: {
                            _id: string;
                            id: string;
                            username: string;
                            email: string;
                            /** @enum {string} */
                            role: "user" | "admin";
                            createdAt: string;
                            reputation: number;
                            projectsCount: number;
                            purchasesCount: number;
                            isVerified: boolean;
                            pendingEmail?: string | null;
                            profileImage: string | null;
                            website: string | null;
                            githubProfile: {
                                username: string;
                            } | null;
                            profile: {
                                displayName: string | null;
                                bio: string | null;
                            };
                        };
                    };
                };
            };
            /** @description The request was refused: the reason is in `error`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description The request was refused: the reason is in `error`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description The request was refused: the reason is in `error`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description The request was refused: the reason is in `error`. */
            429: {
                headers: {
                    /** @description How many seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description The request was refused: the reason is in `error`. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    signOut: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Sign out of this session */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description The request was refused: the reason is in `error`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description The request was refused: the reason is in `error`. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    getProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The signed-in user's profile */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        user: {
                            _id: string;
                            id: string;
                            username: string;
                            email: string;
                            /** @enum {string} */
                            role: "user" | "admin";
                            createdAt: string;
                            reputation: number;
                            projectsCount: number;
                            purchasesCount: number;
                            isVerified: boolean;
                            pendingEmail?: string | null;
                            profileImage: string | null;
                            website: string | null;
                            githubProfile: {
                                username: string;
                            } | null;
                            profile: {
                                displayName: string | null;
                                bio: string | null;
                            };
                        };
                    };
                };
            };
            /** @description No signed-in user: no credential (`WWW-Authenticate: Bearer`), or a Bearer token that is unknown, revoked or expired (`WWW-Authenticate: Bearer error="invalid_token"`). */
            401: {
                headers: {
                    /** @description The authentication challenge (RFC 6750 §3). */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description Refused to a personal access token, since this operation needs a signed-in session: `WWW-Authenticate: Bearer error="insufficient_scope"`; or refused to this user (not theirs, not an admin). */
            403: {
                headers: {
                    /** @description Present when a Bearer token was refused (RFC 6750 §3.1). */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description The request was refused: the reason is in `error`. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    updateProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    username?: string;
                    /** Format: email */
                    email?: string;
                    displayName?: string | null;
                    bio?: string | null;
                    website?: ("" | string) | null;
                    profileImage?: ("" | string) | null;
                    currentPassword?: string;
                };
            };
        };
        responses: {
            /** @description Update the signed-in user's profile */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        user: {
                            _id: string;
                            id: string;
                            username: string;
                            email: string;
                            /** @enum {string} */
                            role: "user" | "admin";
                            createdAt: string;
                            reputation: number;
                            projectsCount: number;
                            purchasesCount: number;
                            isVerified: boolean;
                            pendingEmail?: string | null;
                            profileImage: string | null;
                            website: string | null;
                            githubProfile: {
                                username: string;
                            } | null;
                            profile: {
                                displayName: string | null;
                                bio: string | null;
                            };
                        };
                    };
                };
            };
            /** @description The request was refused: the reason is in `error`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description No signed-in user: no credential (`WWW-Authenticate: Bearer`), or a Bearer token that is unknown, revoked or expired (`WWW-Authenticate: Bearer error="invalid_token"`). */
            401: {
                headers: {
                    /** @description The authentication challenge (RFC 6750 §3). */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description Refused to a personal access token, since this operation needs a signed-in session: `WWW-Authenticate: Bearer error="insufficient_scope"`; or refused to this user (not theirs, not an admin). */
            403: {
                headers: {
                    /** @description Present when a Bearer token was refused (RFC 6750 §3.1). */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description The request was refused: the reason is in `error`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description The request was refused: the reason is in `error`. */
            429: {
                headers: {
                    /** @description How many seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description The request was refused: the reason is in `error`. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    changePassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    currentPassword: string;
                    newPassword: string;
                };
            };
        };
        responses: {
            /** @description Change the password */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description The request was refused: the reason is in `error`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description No signed-in user: no credential (`WWW-Authenticate: Bearer`), or a Bearer token that is unknown, revoked or expired (`WWW-Authenticate: Bearer error="invalid_token"`). */
            401: {
                headers: {
                    /** @description The authentication challenge (RFC 6750 §3). */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description Refused to a personal access token, since this operation needs a signed-in session: `WWW-Authenticate: Bearer error="insufficient_scope"`; or refused to this user (not theirs, not an admin). */
            403: {
                headers: {
                    /** @description Present when a Bearer token was refused (RFC 6750 §3.1). */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description The request was refused: the reason is in `error`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description The request was refused: the reason is in `error`. */
            429: {
                headers: {
                    /** @description How many seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description The request was refused: the reason is in `error`. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    verifyEmail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token: string;
                };
            };
        };
        responses: {
            /** @description Verify an email address with the mailed token */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description The request was refused: the reason is in `error`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description The request was refused: the reason is in `error`. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    resendVerification: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Send the verification mail again */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description The request was refused: the reason is in `error`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description No signed-in user: no credential (`WWW-Authenticate: Bearer`), or a Bearer token that is unknown, revoked or expired (`WWW-Authenticate: Bearer error="invalid_token"`). */
            401: {
                headers: {
                    /** @description The authentication challenge (RFC 6750 §3). */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description Refused to a personal access token, since this operation needs a signed-in session: `WWW-Authenticate: Bearer error="insufficient_scope"`; or refused to this user (not theirs, not an admin). */
            403: {
                headers: {
                    /** @description Present when a Bearer token was refused (RFC 6750 §3.1). */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description The request was refused: the reason is in `error`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description The request was refused: the reason is in `error`. */
            429: {
                headers: {
                    /** @description How many seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description The request was refused: the reason is in `error`. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    requestPasswordReset: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: email */
                    email: string;
                };
            };
        };
        responses: {
            /** @description Mail a password reset link */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description The request was refused: the reason is in `error`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description The request was refused: the reason is in `error`. */
            429: {
                headers: {
                    /** @description How many seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description The request was refused: the reason is in `error`. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    resetPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description Set a new password with the mailed token */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description The request was refused: the reason is in `error`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description The request was refused: the reason is in `error`. */
            429: {
                headers: {
                    /** @description How many seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description The request was refused: the reason is in `error`. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    listBlogPosts: {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
                category?: "development" | "marketplace" | "tutorials" | "announcements" | "community" | "tools" | "best-practices" | "case-studies";
                search?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Published blog posts, newest first */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        posts: {
                            _id: string;
                            id: string;
                            title: string;
                            slug: string;
                            excerpt: string;
                            category: string;
                            tags: string[];
                            /** @enum {string} */
                            status: "draft" | "published" | "archived";
                            featured: boolean;
                            readTime: number;
                            views: number;
                            publishedAt: string | null;
                            createdAt: string;
                            updatedAt: string;
                            featuredImage: {
                                url: string;
                                alt: string;
                            } | null;
                            author: {
                                _id: string;
                                id: string;
                                username: string;
                                profileImage: string | null;
                                profile: {
                                    displayName: string | null;
                                    bio: string | null;
                                };
                            };
                        }[];
                        pagination: {
                            currentPage: number;
                            totalPages: number;
                            totalPosts: number;
                            limit: number;
                            hasNext: boolean;
                            hasPrev: boolean;
                        };
                    };
                };
            };
            /** @description The request was refused: the reason is in `error`. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    listFeaturedBlogPosts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Featured blog posts */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        _id: string;
                        id: string;
                        title: string;
                        slug: string;
                        excerpt: string;
                        category: string;
                        tags: string[];
                        /** @enum {string} */
                        status: "draft" | "published" | "archived";
                        featured: boolean;
                        readTime: number;
                        views: number;
                        publishedAt: string | null;
                        createdAt: string;
                        updatedAt: string;
                        featuredImage: {
                            url: string;
                            alt: string;
                        } | null;
                        author: {
                            _id: string;
                            id: string;
                            username: string;
                            profileImage: string | null;
                            profile: {
                                displayName: string | null;
                                bio: string | null;
                            };
                        };
                    }[];
                };
            };
            /** @description The request was refused: the reason is in `error`. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    listBlogCategories: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Blog categories with post counts */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        name: string;
                        displayName: string;
                        count: number;
                    }[];
                };
            };
            /** @description The request was refused: the reason is in `error`. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    listAllBlogPosts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every blog post, drafts included (admins) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        posts: {
                            _id: string;
                            id: string;
                            title: string;
                            slug: string;
                            excerpt: string;
                            category: string;
                            tags: string[];
                            /** @enum {string} */
                            status: "draft" | "published" | "archived";
                            featured: boolean;
                            readTime: number;
                            views: number;
                            publishedAt: string | null;
                            createdAt: string;
                            updatedAt: string;
                            featuredImage: {
                                url: string;
                                alt: string;
                            } | null;
                            author: {
                                _id: string;
                                id: string;
                                username: string;
                                profileImage: string | null;
                                profile: {
                                    displayName: string | null;
                                    bio: string | null;
                                };
                            };
                        }[];
                    };
                };
            };
            /** @description No signed-in user: no credential (`WWW-Authenticate: Bearer`), or a Bearer token that is unknown, revoked or expired (`WWW-Authenticate: Bearer error="invalid_token"`). */
            401: {
                headers: {
                    /** @description The authentication challenge (RFC 6750 §3). */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description Refused to a personal access token, since this operation needs a signed-in session: `WWW-Authenticate: Bearer error="insufficient_scope"`; or refused to this user (not theirs, not an admin). */
            403: {
                headers: {
                    /** @description Present when a Bearer token was refused (RFC 6750 §3.1). */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description The request was refused: the reason is in `error`. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    createBlogPost: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    title: string;
                    slug?: string;
                    excerpt?: string;
                    content: string;
                    /** @enum {string} */
                    category?: "development" | "marketplace" | "tutorials" | "announcements" | "community" | "tools" | "best-practices" | "case-studies";
                    tags?: string | string[];
                    /** @enum {string} */
                    status?: "draft" | "published" | "archived";
                    featured?: boolean;
                    featuredImage?: {
                        /** @default  */
                        url?: string;
                        /** @default  */
                        alt?: string;
                    } | null;
                    seo?: {
                        metaTitle?: string | null;
                        metaDescription?: string | null;
                        focusKeyword?: string | null;
                        canonicalUrl?: string | null;
                    };
                };
            };
        };
        responses: {
            /** @description Create a blog post (admins) */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        _id: string;
                        id: string;
                        title: string;
                        slug: string;
                        excerpt: string;
                        category: string;
                        tags: string[];
                        /** @enum {string} */
                        status: "draft" | "published" | "archived";
                        featured: boolean;
                        readTime: number;
                        views: number;
                        publishedAt: string | null;
                        createdAt: string;
                        updatedAt: string;
                        featuredImage: {
                            url: string;
                            alt: string;
                        } | null;
                        author: {
                            _id: string;
                            id: string;
                            username: string;
                            profileImage: string | null;
                            profile: {
                                displayName: string | null;
                                bio: string | null;
                            };
                        };
                        content: string;
                        seo: {
                            metaTitle: string;
                            metaDescription: string;
                            focusKeyword: string;
                            canonicalUrl: string;
                        };
                    };
                };
            };
            /** @description No signed-in user: no credential (`WWW-Authenticate: Bearer`), or a Bearer token that is unknown, revoked or expired (`WWW-Authenticate: Bearer error="invalid_token"`). */
            401: {
                headers: {
                    /** @description The authentication challenge (RFC 6750 §3). */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description Refused to a personal access token, since this operation needs a signed-in session: `WWW-Authenticate: Bearer error="insufficient_scope"`; or refused to this user (not theirs, not an admin). */
            403: {
                headers: {
                    /** @description Present when a Bearer token was refused (RFC 6750 §3.1). */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description The request was refused: the reason is in `error`. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    getBlogPostForEditing: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One blog post to edit (admins) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        _id: string;
                        id: string;
                        title: string;
                        slug: string;
                        excerpt: string;
                        category: string;
                        tags: string[];
                        /** @enum {string} */
                        status: "draft" | "published" | "archived";
                        featured: boolean;
                        readTime: number;
                        views: number;
                        publishedAt: string | null;
                        createdAt: string;
                        updatedAt: string;
                        featuredImage: {
                            url: string;
                            alt: string;
                        } | null;
                        author: {
                            _id: string;
                            id: string;
                            username: string;
                            profileImage: string | null;
                            profile: {
                                displayName: string | null;
                                bio: string | null;
                            };
                        };
                        content: string;
                        seo: {
                            metaTitle: string;
                            metaDescription: string;
                            focusKeyword: string;
                            canonicalUrl: string;
                        };
                    };
                };
            };
            /** @description No signed-in user: no credential (`WWW-Authenticate: Bearer`), or a Bearer token that is unknown, revoked or expired (`WWW-Authenticate: Bearer error="invalid_token"`). */
            401: {
                headers: {
                    /** @description The authentication challenge (RFC 6750 §3). */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description Refused to a personal access token, since this operation needs a signed-in session: `WWW-Authenticate: Bearer error="insufficient_scope"`; or refused to this user (not theirs, not an admin). */
            403: {
                headers: {
                    /** @description Present when a Bearer token was refused (RFC 6750 §3.1). */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description The request was refused: the reason is in `error`. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    updateBlogPost: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    title?: string;
                    slug?: string;
                    excerpt?: string;
                    content?: string;
                    /** @enum {string} */
                    category?: "development" | "marketplace" | "tutorials" | "announcements" | "community" | "tools" | "best-practices" | "case-studies";
                    tags?: string | string[];
                    /** @enum {string} */
                    status?: "draft" | "published" | "archived";
                    featured?: boolean;
                    featuredImage?: {
                        /** @default  */
                        url?: string;
                        /** @default  */
                        alt?: string;
                    } | null;
                    seo?: {
                        metaTitle?: string | null;
                        metaDescription?: string | null;
                        focusKeyword?: string | null;
                        canonicalUrl?: string | null;
                    };
                };
            };
        };
        responses: {
            /** @description Update a blog post (admins) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        _id: string;
                        id: string;
                        title: string;
                        slug: string;
                        excerpt: string;
                        category: string;
                        tags: string[];
                        /** @enum {string} */
                        status: "draft" | "published" | "archived";
                        featured: boolean;
                        readTime: number;
                        views: number;
                        publishedAt: string | null;
                        createdAt: string;
                        updatedAt: string;
                        featuredImage: {
                            url: string;
                            alt: string;
                        } | null;
                        author: {
                            _id: string;
                            id: string;
                            username: string;
                            profileImage: string | null;
                            profile: {
                                displayName: string | null;
                                bio: string | null;
                            };
                        };
                        content: string;
                        seo: {
                            metaTitle: string;
                            metaDescription: string;
                            focusKeyword: string;
                            canonicalUrl: string;
                        };
                    };
                };
            };
            /** @description No signed-in user: no credential (`WWW-Authenticate: Bearer`), or a Bearer token that is unknown, revoked or expired (`WWW-Authenticate: Bearer error="invalid_token"`). */
            401: {
                headers: {
                    /** @description The authentication challenge (RFC 6750 §3). */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description Refused to a personal access token, since this operation needs a signed-in session: `WWW-Authenticate: Bearer error="insufficient_scope"`; or refused to this user (not theirs, not an admin). */
            403: {
                headers: {
                    /** @description Present when a Bearer token was refused (RFC 6750 §3.1). */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description The request was refused: the reason is in `error`. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    previewBlogPost: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    content: string;
                };
            };
        };
        responses: {
            /** @description Render a blog post preview (admins) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        content: string;
                        readTime: number;
                    };
                };
            };
            /** @description No signed-in user: no credential (`WWW-Authenticate: Bearer`), or a Bearer token that is unknown, revoked or expired (`WWW-Authenticate: Bearer error="invalid_token"`). */
            401: {
                headers: {
                    /** @description The authentication challenge (RFC 6750 §3). */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description Refused to a personal access token, since this operation needs a signed-in session: `WWW-Authenticate: Bearer error="insufficient_scope"`; or refused to this user (not theirs, not an admin). */
            403: {
                headers: {
                    /** @description Present when a Bearer token was refused (RFC 6750 §3.1). */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description The request was refused: the reason is in `error`. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    getBlogPost: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The post's slug */
                post: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One published blog post by its slug */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        post: {
                            _id: string;
                            id: string;
                            title: string;
                            slug: string;
                            excerpt: string;
                            category: string;
                            tags: string[];
                            /** @enum {string} */
                            status: "draft" | "published" | "archived";
                            featured: boolean;
                            readTime: number;
                            views: number;
                            publishedAt: string | null;
                            createdAt: string;
                            updatedAt: string;
                            featuredImage: {
                                url: string;
                                alt: string;
                            } | null;
                            author: {
                                _id: string;
                                id: string;
                                username: string;
                                profileImage: string | null;
                                profile: {
                                    displayName: string | null;
                                    bio: string | null;
                                };
                            };
                            content: string;
                            seo: {
                                metaTitle: string;
                                metaDescription: string;
                                focusKeyword: string;
                                canonicalUrl: string;
                            };
                        };
                        relatedPosts: {
                            _id: string;
                            id: string;
                            title: string;
                            slug: string;
                            excerpt: string;
                            category: string;
                            tags: string[];
                            /** @enum {string} */
                            status: "draft" | "published" | "archived";
                            featured: boolean;
                            readTime: number;
                            views: number;
                            publishedAt: string | null;
                            createdAt: string;
                            updatedAt: string;
                            featuredImage: {
                                url: string;
                                alt: string;
                            } | null;
                            author: {
                                _id: string;
                                id: string;
                                username: string;
                                profileImage: string | null;
                                profile: {
                                    displayName: string | null;
                                    bio: string | null;
                                };
                            };
                        }[];
                    };
                };
            };
            /** @description The request was refused: the reason is in `error`. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    deleteBlogPost: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The post's id */
                post: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Delete a blog post (admins) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description No signed-in user: no credential (`WWW-Authenticate: Bearer`), or a Bearer token that is unknown, revoked or expired (`WWW-Authenticate: Bearer error="invalid_token"`). */
            401: {
                headers: {
                    /** @description The authentication challenge (RFC 6750 §3). */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description Refused to a personal access token, since this operation needs a signed-in session: `WWW-Authenticate: Bearer error="insufficient_scope"`; or refused to this user (not theirs, not an admin). */
            403: {
                headers: {
                    /** @description Present when a Bearer token was refused (RFC 6750 §3.1). */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description The request was refused: the reason is in `error`. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    subscribeNewsletter: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: email */
                    email: string;
                };
            };
        };
        responses: {
            /** @description Subscribe to the newsletter */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Too many requests: wait for Retry-After. */
            429: {
                headers: {
                    /** @description How many seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description The request was refused: the reason is in `error`. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    getNewsletterStats: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Newsletter subscriber counts (admins) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        subscribers: number;
                        latestAt: string | null;
                    };
                };
            };
            /** @description No signed-in user: no credential (`WWW-Authenticate: Bearer`), or a Bearer token that is unknown, revoked or expired (`WWW-Authenticate: Bearer error="invalid_token"`). */
            401: {
                headers: {
                    /** @description The authentication challenge (RFC 6750 §3). */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description Refused to a personal access token, since this operation needs a signed-in session: `WWW-Authenticate: Bearer error="insufficient_scope"`; or refused to this user (not theirs, not an admin). */
            403: {
                headers: {
                    /** @description Present when a Bearer token was refused (RFC 6750 §3.1). */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description The request was refused: the reason is in `error`. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    exportNewsletterSubscribersCsv: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One subscriber a row: email and date */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description No signed-in user: no credential (`WWW-Authenticate: Bearer`), or a Bearer token that is unknown, revoked or expired (`WWW-Authenticate: Bearer error="invalid_token"`). */
            401: {
                headers: {
                    /** @description The authentication challenge (RFC 6750 §3). */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description Refused to a personal access token, since this operation needs a signed-in session: `WWW-Authenticate: Bearer error="insufficient_scope"`; or refused to this user (not theirs, not an admin). */
            403: {
                headers: {
                    /** @description Present when a Bearer token was refused (RFC 6750 §3.1). */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description The request was refused: the reason is in `error`. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    getSandboxPage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The page that frames the demo */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description A page saying there is no demo */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description The request was refused: the reason is in `error`. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    listProjects: {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
                search?: string;
                category?: ("web" | "mobile" | "desktop" | "api" | "library" | "tool" | "game" | "other") | "all" | "";
                sortBy?: "relevance" | "createdAt" | "stats.views" | "stats.downloads" | "stats.stars" | "license.price";
                sortOrder?: "asc" | "desc";
                priceRange?: "any" | "free" | "0-10" | "10-50" | "50+";
                updated?: "any" | "week" | "month" | "year";
                rating?: "3" | "4" | "any";
                author?: string;
                licenseType?: "free" | "paid" | "freemium";
                minPrice?: number;
                maxPrice?: number;
                status?: "published";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Published projects: search, filter, sort, one page */
            200: {
                headers: {
                    /** @description The version of this answer: send it in If-None-Match to get a 304 when unchanged. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        projects: {
                            _id: string;
                            id: string;
                            title: string;
                            description: string;
                            category: string;
                            tags: string[];
                            tech_stack: string[];
                            author: {
                                _id: string;
                                id: string;
                                username: string;
                                displayName: string | null;
                                profileImage: string | null;
                                reputation: number;
                            };
                            license: {
                                /** @enum {string} */
                                type: "free" | "paid" | "freemium";
                                price: number | null;
                                sellerPrice: number | null;
                                marketplaceFeePct: number;
                                sellerEarnings: number | null;
                                marketplaceFee: number | null;
                                customerPrice: number | null;
                                currency: string;
                                features: {
                                    freeFeatures: string[];
                                    paidFeatures: string[];
                                };
                                payWhatYouWant: boolean;
                                suggestedPrice: number | null;
                                refundWindowDays: number;
                            };
                            repository: {
                                freeUrl: string | null;
                                paidUrl: string | null;
                            };
                            demo: {
                                url: string | null;
                            };
                            demoUrl: string | null;
                            stats: {
                                views: number;
                                downloads: number;
                                stars: number;
                            };
                            rating: {
                                average: number | null;
                                count: number;
                            };
                            /** @enum {string} */
                            status: "draft" | "published";
                            githubVerified: boolean;
                            sourceRepository: {
                                fullName: string;
                                url: string;
                                language: string | null;
                                stars: number;
                            } | null;
                            media: {
                                cover: {
                                    id: string;
                                    card: {
                                        url: string;
                                        width: number;
                                        height: number;
                                    };
                                    page: {
                                        url: string;
                                        width: number;
                                        height: number;
                                    };
                                } | null;
                                screenshots: {
                                    id: string;
                                    card: {
                                        url: string;
                                        width: number;
                                        height: number;
                                    };
                                    page: {
                                        url: string;
                                        width: number;
                                        height: number;
                                    };
                                }[];
                            };
                            publishedAt: string | null;
                            createdAt: string;
                            updatedAt: string;
                        }[];
                        pagination: {
                            currentPage: number;
                            totalPages: number;
                            total: number;
                            limit: number;
                            hasNext: boolean;
                            hasPrev: boolean;
                        };
                    };
                };
            };
            /** @description Not modified: If-None-Match names the current ETag; no body */
            304: {
                headers: {
                    /** @description The version of this answer: send it in If-None-Match to get a 304 when unchanged. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request was refused: the reason is in `error`. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    publishNewProject: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    title: string;
                    description: string | null;
                    category: (("web" | "mobile" | "desktop" | "api" | "library" | "tool" | "game" | "other") | "") | null;
                    tags?: (string[] | string) | null;
                    tech_stack?: (string[] | string) | null;
                    repository?: {
                        freeUrl?: string | null;
                        paidUrl?: string | null;
                    } | null;
                    demo?: {
                        url?: string | null;
                    } | null;
                    demoUrl?: string | null;
                    license?: {
                        /**
                         * @default free
                         * @enum {string}
                         */
                        type?: "free" | "paid" | "freemium";
                        price?: number | string | null;
                        sellerPrice?: unknown;
                        marketplaceFeePct?: unknown;
                        sellerEarnings?: unknown;
                        currency?: unknown;
                        features?: {
                            freeFeatures?: (string[] | string) | null;
                            paidFeatures?: (string[] | string) | null;
                        } | null;
                        payWhatYouWant?: boolean | null;
                        suggestedPrice?: number | string | null;
                        refundWindowDays?: number | null;
                    } | null;
                    githubVerified?: boolean;
                    sourceRepository?: {
                        fullName: string;
                        url?: string;
                        language?: string | null;
                        /** @default 0 */
                        stars?: number;
                    } | null;
                };
            };
        };
        responses: {
            /** @description Publish a new project */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        project: {
                            _id: string;
                            id: string;
                            title: string;
                            description: string;
                            category: string;
                            tags: string[];
                            tech_stack: string[];
                            author: {
                                _id: string;
                                id: string;
                                username: string;
                                displayName: string | null;
                                profileImage: string | null;
                                reputation: number;
                            };
                            license: {
                                /** @enum {string} */
                                type: "free" | "paid" | "freemium";
                                price: number | null;
                                sellerPrice: number | null;
                                marketplaceFeePct: number;
                                sellerEarnings: number | null;
                                marketplaceFee: number | null;
                                customerPrice: number | null;
                                currency: string;
                                features: {
                                    freeFeatures: string[];
                                    paidFeatures: string[];
                                };
                                payWhatYouWant: boolean;
                                suggestedPrice: number | null;
                                refundWindowDays: number;
                            };
                            repository: {
                                freeUrl: string | null;
                                paidUrl: string | null;
                            };
                            demo: {
                                url: string | null;
                            };
                            demoUrl: string | null;
                            stats: {
                                views: number;
                                downloads: number;
                                stars: number;
                            };
                            rating: {
                                average: number | null;
                                count: number;
                            };
                            /** @enum {string} */
                            status: "draft" | "published";
                            githubVerified: boolean;
                            sourceRepository: {
                                fullName: string;
                                url: string;
                                language: string | null;
                                stars: number;
                            } | null;
                            media: {
                                cover: {
                                    id: string;
                                    card: {
                                        url: string;
                                        width: number;
                                        height: number;
                                    };
                                    page: {
                                        url: string;
                                        width: number;
                                        height: number;
                                    };
                                } | null;
                                screenshots: {
                                    id: string;
                                    card: {
                                        url: string;
                                        width: number;
                                        height: number;
                                    };
                                    page: {
                                        url: string;
                                        width: number;
                                        height: number;
                                    };
                                }[];
                            };
                            publishedAt: string | null;
                            createdAt: string;
                            updatedAt: string;
                        };
                    };
                };
            };
            /** @description No signed-in user: no credential (`WWW-Authenticate: Bearer`), or a Bearer token that is unknown, revoked or expired (`WWW-Authenticate: Bearer error="invalid_token"`). */
            401: {
                headers: {
                    /** @description The authentication challenge (RFC 6750 §3). */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description Refused to a personal access token without the scope projects:write: `WWW-Authenticate: Bearer error="insufficient_scope", scope="projects:write"`; or refused to this user (not theirs, not an admin). */
            403: {
                headers: {
                    /** @description Present when a Bearer token was refused (RFC 6750 §3.1). */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description GitHub could not be asked about the paid repository */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description The request was refused: the reason is in `error`. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    listDrafts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The signed-in author's drafts */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        drafts: {
                            _id: string;
                            id: string;
                            title: string;
                            description: string;
                            category: string;
                            tags: string[];
                            tech_stack: string[];
                            author: {
                                _id: string;
                                id: string;
                                username: string;
                                displayName: string | null;
                                profileImage: string | null;
                                reputation: number;
                            };
                            license: {
                                /** @enum {string} */
                                type: "free" | "paid" | "freemium";
                                price: number | null;
                                sellerPrice: number | null;
                                marketplaceFeePct: number;
                                sellerEarnings: number | null;
                                marketplaceFee: number | null;
                                customerPrice: number | null;
                                currency: string;
                                features: {
                                    freeFeatures: string[];
                                    paidFeatures: string[];
                                };
                                payWhatYouWant: boolean;
                                suggestedPrice: number | null;
                                refundWindowDays: number;
                            };
                            repository: {
                                freeUrl: string | null;
                                paidUrl: string | null;
                            };
                            demo: {
                                url: string | null;
                            };
                            demoUrl: string | null;
                            stats: {
                                views: number;
                                downloads: number;
                                stars: number;
                            };
                            rating: {
                                average: number | null;
                                count: number;
                            };
                            /** @enum {string} */
                            status: "draft" | "published";
                            githubVerified: boolean;
                            sourceRepository: {
                                fullName: string;
                                url: string;
                                language: string | null;
                                stars: number;
                            } | null;
                            media: {
                                cover: {
                                    id: string;
                                    card: {
                                        url: string;
                                        width: number;
                                        height: number;
                                    };
                                    page: {
                                        url: string;
                                        width: number;
                                        height: number;
                                    };
                                } | null;
                                screenshots: {
                                    id: string;
                                    card: {
                                        url: string;
                                        width: number;
                                        height: number;
                                    };
                                    page: {
                                        url: string;
                                        width: number;
                                        height: number;
                                    };
                                }[];
                            };
                            publishedAt: string | null;
                            createdAt: string;
                            updatedAt: string;
                        }[];
                    };
                };
            };
            /** @description No signed-in user: no credential (`WWW-Authenticate: Bearer`), or a Bearer token that is unknown, revoked or expired (`WWW-Authenticate: Bearer error="invalid_token"`). */
            401: {
                headers: {
                    /** @description The authentication challenge (RFC 6750 §3). */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description Refused to a personal access token without the scope projects:read: `WWW-Authenticate: Bearer error="insufficient_scope", scope="projects:read"`; or refused to this user (not theirs, not an admin). */
            403: {
                headers: {
                    /** @description Present when a Bearer token was refused (RFC 6750 §3.1). */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description The request was refused: the reason is in `error`. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    getProject: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One project and the viewer's license */
            200: {
                headers: {
                    /** @description The version of this answer: send it in If-None-Match to get a 304 when unchanged. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        project: {
                            _id: string;
                            id: string;
                            title: string;
                            description: string;
                            category: string;
                            tags: string[];
                            tech_stack: string[];
                            author: {
                                _id: string;
                                id: string;
                                username: string;
                                displayName: string | null;
                                profileImage: string | null;
                                reputation: number;
                            };
                            license: {
                                /** @enum {string} */
                                type: "free" | "paid" | "freemium";
                                price: number | null;
                                sellerPrice: number | null;
                                marketplaceFeePct: number;
                                sellerEarnings: number | null;
                                marketplaceFee: number | null;
                                customerPrice: number | null;
                                currency: string;
                                features: {
                                    freeFeatures: string[];
                                    paidFeatures: string[];
                                };
                                payWhatYouWant: boolean;
                                suggestedPrice: number | null;
                                refundWindowDays: number;
                            };
                            repository: {
                                freeUrl: string | null;
                                paidUrl: string | null;
                            };
                            demo: {
                                url: string | null;
                            };
                            demoUrl: string | null;
                            stats: {
                                views: number;
                                downloads: number;
                                stars: number;
                            };
                            rating: {
                                average: number | null;
                                count: number;
                            };
                            /** @enum {string} */
                            status: "draft" | "published";
                            githubVerified: boolean;
                            sourceRepository: {
                                fullName: string;
                                url: string;
                                language: string | null;
                                stars: number;
                            } | null;
                            media: {
                                cover: {
                                    id: string;
                                    card: {
                                        url: string;
                                        width: number;
                                        height: number;
                                    };
                                    page: {
                                        url: string;
                                        width: number;
                                        height: number;
                                    };
                                } | null;
                                screenshots: {
                                    id: string;
                                    card: {
                                        url: string;
                                        width: number;
                                        height: number;
                                    };
                                    page: {
                                        url: string;
                                        width: number;
                                        height: number;
                                    };
                                }[];
                            };
                            publishedAt: string | null;
                            createdAt: string;
                            updatedAt: string;
                        };
                        userLicense: {
                            _id: string;
                            id: string;
                            /** @enum {string} */
                            kind: "free" | "paid";
                            isActive: boolean;
                            purchaseDate: string;
                            githubAccess: {
                                repositoryFullName: string | null;
                                accessGranted: boolean;
                                invitationSent: boolean;
                                state?: ("waiting_for_github" | "queued" | "invited" | "active" | "invitation_expired" | "failed" | "revoked") | null;
                            };
                            licenseKey?: string | null;
                            updatesUntil?: string | null;
                        } | null;
                        updates?: {
                            updatesMonths: number | null;
                            renewalPrice: number | null;
                            latest: {
                                version: string;
                                publishedAt: string;
                            } | null;
                        };
                    };
                };
            };
            /** @description Not modified: If-None-Match names the current ETag; no body */
            304: {
                headers: {
                    /** @description The version of this answer: send it in If-None-Match to get a 304 when unchanged. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request was refused: the reason is in `error`. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    publishProject: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    title: string;
                    description: string | null;
                    category: (("web" | "mobile" | "desktop" | "api" | "library" | "tool" | "game" | "other") | "") | null;
                    tags?: (string[] | string) | null;
                    tech_stack?: (string[] | string) | null;
                    repository?: {
                        freeUrl?: string | null;
                        paidUrl?: string | null;
                    } | null;
                    demo?: {
                        url?: string | null;
                    } | null;
                    demoUrl?: string | null;
                    license?: {
                        /**
                         * @default free
                         * @enum {string}
                         */
                        type?: "free" | "paid" | "freemium";
                        price?: number | string | null;
                        sellerPrice?: unknown;
                        marketplaceFeePct?: unknown;
                        sellerEarnings?: unknown;
                        currency?: unknown;
                        features?: {
                            freeFeatures?: (string[] | string) | null;
                            paidFeatures?: (string[] | string) | null;
                        } | null;
                        payWhatYouWant?: boolean | null;
                        suggestedPrice?: number | string | null;
                        refundWindowDays?: number | null;
                    } | null;
                    githubVerified?: boolean;
                    sourceRepository?: {
                        fullName: string;
                        url?: string;
                        language?: string | null;
                        /** @default 0 */
                        stars?: number;
                    } | null;
                };
            };
        };
        responses: {
            /** @description Save and publish a project (author only) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        project: {
                            _id: string;
                            id: string;
                            title: string;
                            description: string;
                            category: string;
                            tags: string[];
                            tech_stack: string[];
                            author: {
                                _id: string;
                                id: string;
                                username: string;
                                displayName: string | null;
                                profileImage: string | null;
                                reputation: number;
                            };
                            license: {
                                /** @enum {string} */
                                type: "free" | "paid" | "freemium";
                                price: number | null;
                                sellerPrice: number | null;
                                marketplaceFeePct: number;
                                sellerEarnings: number | null;
                                marketplaceFee: number | null;
                                customerPrice: number | null;
                                currency: string;
                                features: {
                                    freeFeatures: string[];
                                    paidFeatures: string[];
                                };
                                payWhatYouWant: boolean;
                                suggestedPrice: number | null;
                                refundWindowDays: number;
                            };
                            repository: {
                                freeUrl: string | null;
                                paidUrl: string | null;
                            };
                            demo: {
                                url: string | null;
                            };
                            demoUrl: string | null;
                            stats: {
                                views: number;
                                downloads: number;
                                stars: number;
                            };
                            rating: {
                                average: number | null;
                                count: number;
                            };
                            /** @enum {string} */
                            status: "draft" | "published";
                            githubVerified: boolean;
                            sourceRepository: {
                                fullName: string;
                                url: string;
                                language: string | null;
                                stars: number;
                            } | null;
                            media: {
                                cover: {
                                    id: string;
                                    card: {
                                        url: string;
                                        width: number;
                                        height: number;
                                    };
                                    page: {
                                        url: string;
                                        width: number;
                                        height: number;
                                    };
                                } | null;
                                screenshots: {
                                    id: string;
                                    card: {
                                        url: string;
                                        width: number;
                                        height: number;
                                    };
                                    page: {
                                        url: string;
                                        width: number;
                                        height: number;
                                    };
                                }[];
                            };
                            publishedAt: string | null;
                            createdAt: string;
                            updatedAt: string;
                        };
                    };
                };
            };
            /** @description No signed-in user: no credential (`WWW-Authenticate: Bearer`), or a Bearer token that is unknown, revoked or expired (`WWW-Authenticate: Bearer error="invalid_token"`). */
            401: {
                headers: {
                    /** @description The authentication challenge (RFC 6750 §3). */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description Refused to a personal access token without the scope projects:write: `WWW-Authenticate: Bearer error="insufficient_scope", scope="projects:write"`; or refused to this user (not theirs, not an admin). */
            403: {
                headers: {
                    /** @description Present when a Bearer token was refused (RFC 6750 §3.1). */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description GitHub could not be asked about the paid repository */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description The request was refused: the reason is in `error`. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    deleteProject: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Delete a project (author only; not once licenses exist) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description No signed-in user: no credential (`WWW-Authenticate: Bearer`), or a Bearer token that is unknown, revoked or expired (`WWW-Authenticate: Bearer error="invalid_token"`). */
            401: {
                headers: {
                    /** @description The authentication challenge (RFC 6750 §3). */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description Refused to a personal access token without the scope projects:write: `WWW-Authenticate: Bearer error="insufficient_scope", scope="projects:write"`; or refused to this user (not theirs, not an admin). */
            403: {
                headers: {
                    /** @description Present when a Bearer token was refused (RFC 6750 §3.1). */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description The request was refused: the reason is in `error`. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    createDraft: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    title: string;
                    description?: string | null;
                    category?: (("web" | "mobile" | "desktop" | "api" | "library" | "tool" | "game" | "other") | "") | null;
                    tags?: (string[] | string) | null;
                    tech_stack?: (string[] | string) | null;
                    repository?: {
                        freeUrl?: string | null;
                        paidUrl?: string | null;
                    } | null;
                    demo?: {
                        url?: string | null;
                    } | null;
                    demoUrl?: string | null;
                    license?: {
                        /**
                         * @default free
                         * @enum {string}
                         */
                        type?: "free" | "paid" | "freemium";
                        price?: number | string | null;
                        sellerPrice?: unknown;
                        marketplaceFeePct?: unknown;
                        sellerEarnings?: unknown;
                        currency?: unknown;
                        features?: {
                            freeFeatures?: (string[] | string) | null;
                            paidFeatures?: (string[] | string) | null;
                        } | null;
                        payWhatYouWant?: boolean | null;
                        suggestedPrice?: number | string | null;
                        refundWindowDays?: number | null;
                    } | null;
                    githubVerified?: boolean;
                    sourceRepository?: {
                        fullName: string;
                        url?: string;
                        language?: string | null;
                        /** @default 0 */
                        stars?: number;
                    } | null;
                };
            };
        };
        responses: {
            /** @description Save a new project as a draft (needs only a title) */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        project: {
                            _id: string;
                            id: string;
                            title: string;
                            description: string;
                            category: string;
                            tags: string[];
                            tech_stack: string[];
                            author: {
                                _id: string;
                                id: string;
                                username: string;
                                displayName: string | null;
                                profileImage: string | null;
                                reputation: number;
                            };
                            license: {
                                /** @enum {string} */
                                type: "free" | "paid" | "freemium";
                                price: number | null;
                                sellerPrice: number | null;
                                marketplaceFeePct: number;
                                sellerEarnings: number | null;
                                marketplaceFee: number | null;
                                customerPrice: number | null;
                                currency: string;
                                features: {
                                    freeFeatures: string[];
                                    paidFeatures: string[];
                                };
                                payWhatYouWant: boolean;
                                suggestedPrice: number | null;
                                refundWindowDays: number;
                            };
                            repository: {
                                freeUrl: string | null;
                                paidUrl: string | null;
                            };
                            demo: {
                                url: string | null;
                            };
                            demoUrl: string | null;
                            stats: {
                                views: number;
                                downloads: number;
                                stars: number;
                            };
                            rating: {
                                average: number | null;
                                count: number;
                            };
                            /** @enum {string} */
                            status: "draft" | "published";
                            githubVerified: boolean;
                            sourceRepository: {
                                fullName: string;
                                url: string;
                                language: string | null;
                                stars: number;
                            } | null;
                            media: {
                                cover: {
                                    id: string;
                                    card: {
                                        url: string;
                                        width: number;
                                        height: number;
                                    };
                                    page: {
                                        url: string;
                                        width: number;
                                        height: number;
                                    };
                                } | null;
                                screenshots: {
                                    id: string;
                                    card: {
                                        url: string;
                                        width: number;
                                        height: number;
                                    };
                                    page: {
                                        url: string;
                                        width: number;
                                        height: number;
                                    };
                                }[];
                            };
                            publishedAt: string | null;
                            createdAt: string;
                            updatedAt: string;
                        };
                    };
                };
            };
            /** @description No signed-in user: no credential (`WWW-Authenticate: Bearer`), or a Bearer token that is unknown, revoked or expired (`WWW-Authenticate: Bearer error="invalid_token"`). */
            401: {
                headers: {
                    /** @description The authentication challenge (RFC 6750 §3). */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description Refused to a personal access token without the scope projects:write: `WWW-Authenticate: Bearer error="insufficient_scope", scope="projects:write"`; or refused to this user (not theirs, not an admin). */
            403: {
                headers: {
                    /** @description Present when a Bearer token was refused (RFC 6750 §3.1). */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description The request was refused: the reason is in `error`. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    saveDraft: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    title: string;
                    description?: string | null;
                    category?: (("web" | "mobile" | "desktop" | "api" | "library" | "tool" | "game" | "other") | "") | null;
                    tags?: (string[] | string) | null;
                    tech_stack?: (string[] | string) | null;
                    repository?: {
                        freeUrl?: string | null;
                        paidUrl?: string | null;
                    } | null;
                    demo?: {
                        url?: string | null;
                    } | null;
                    demoUrl?: string | null;
                    license?: {
                        /**
                         * @default free
                         * @enum {string}
                         */
                        type?: "free" | "paid" | "freemium";
                        price?: number | string | null;
                        sellerPrice?: unknown;
                        marketplaceFeePct?: unknown;
                        sellerEarnings?: unknown;
                        currency?: unknown;
                        features?: {
                            freeFeatures?: (string[] | string) | null;
                            paidFeatures?: (string[] | string) | null;
                        } | null;
                        payWhatYouWant?: boolean | null;
                        suggestedPrice?: number | string | null;
                        refundWindowDays?: number | null;
                    } | null;
                    githubVerified?: boolean;
                    sourceRepository?: {
                        fullName: string;
                        url?: string;
                        language?: string | null;
                        /** @default 0 */
                        stars?: number;
                    } | null;
                };
            };
        };
        responses: {
            /** @description Save a project as a draft (author only) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        project: {
                            _id: string;
                            id: string;
                            title: string;
                            description: string;
                            category: string;
                            tags: string[];
                            tech_stack: string[];
                            author: {
                                _id: string;
                                id: string;
                                username: string;
                                displayName: string | null;
                                profileImage: string | null;
                                reputation: number;
                            };
                            license: {
                                /** @enum {string} */
                                type: "free" | "paid" | "freemium";
                                price: number | null;
                                sellerPrice: number | null;
                                marketplaceFeePct: number;
                                sellerEarnings: number | null;
                                marketplaceFee: number | null;
                                customerPrice: number | null;
                                currency: string;
                                features: {
                                    freeFeatures: string[];
                                    paidFeatures: string[];
                                };
                                payWhatYouWant: boolean;
                                suggestedPrice: number | null;
                                refundWindowDays: number;
                            };
                            repository: {
                                freeUrl: string | null;
                                paidUrl: string | null;
                            };
                            demo: {
                                url: string | null;
                            };
                            demoUrl: string | null;
                            stats: {
                                views: number;
                                downloads: number;
                                stars: number;
                            };
                            rating: {
                                average: number | null;
                                count: number;
                            };
                            /** @enum {string} */
                            status: "draft" | "published";
                            githubVerified: boolean;
                            sourceRepository: {
                                fullName: string;
                                url: string;
                                language: string | null;
                                stars: number;
                            } | null;
                            media: {
                                cover: {
                                    id: string;
                                    card: {
                                        url: string;
                                        width: number;
                                        height: number;
                                    };
                                    page: {
                                        url: string;
                                        width: number;
                                        height: number;
                                    };
                                } | null;
                                screenshots: {
                                    id: string;
                                    card: {
                                        url: string;
                                        width: number;
                                        height: number;
                                    };
                                    page: {
                                        url: string;
                                        width: number;
                                        height: number;
                                    };
                                }[];
                            };
                            publishedAt: string | null;
                            createdAt: string;
                            updatedAt: string;
                        };
                    };
                };
            };
            /** @description No signed-in user: no credential (`WWW-Authenticate: Bearer`), or a Bearer token that is unknown, revoked or expired (`WWW-Authenticate: Bearer error="invalid_token"`). */
            401: {
                headers: {
                    /** @description The authentication challenge (RFC 6750 §3). */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description Refused to a personal access token without the scope projects:write: `WWW-Authenticate: Bearer error="insufficient_scope", scope="projects:write"`; or refused to this user (not theirs, not an admin). */
            403: {
                headers: {
                    /** @description Present when a Bearer token was refused (RFC 6750 §3.1). */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description The request was refused: the reason is in `error`. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    publishDraft: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Publish a draft after checking every rule (author only) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        project: {
                            _id: string;
                            id: string;
                            title: string;
                            description: string;
                            category: string;
                            tags: string[];
                            tech_stack: string[];
                            author: {
                                _id: string;
                                id: string;
                                username: string;
                                displayName: string | null;
                                profileImage: string | null;
                                reputation: number;
                            };
                            license: {
                                /** @enum {string} */
                                type: "free" | "paid" | "freemium";
                                price: number | null;
                                sellerPrice: number | null;
                                marketplaceFeePct: number;
                                sellerEarnings: number | null;
                                marketplaceFee: number | null;
                                customerPrice: number | null;
                                currency: string;
                                features: {
                                    freeFeatures: string[];
                                    paidFeatures: string[];
                                };
                                payWhatYouWant: boolean;
                                suggestedPrice: number | null;
                                refundWindowDays: number;
                            };
                            repository: {
                                freeUrl: string | null;
                                paidUrl: string | null;
                            };
                            demo: {
                                url: string | null;
                            };
                            demoUrl: string | null;
                            stats: {
                                views: number;
                                downloads: number;
                                stars: number;
                            };
                            rating: {
                                average: number | null;
                                count: number;
                            };
                            /** @enum {string} */
                            status: "draft" | "published";
                            githubVerified: boolean;
                            sourceRepository: {
                                fullName: string;
                                url: string;
                                language: string | null;
                                stars: number;
                            } | null;
                            media: {
                                cover: {
                                    id: string;
                                    card: {
                                        url: string;
                                        width: number;
                                        height: number;
                                    };
                                    page: {
                                        url: string;
                                        width: number;
                                        height: number;
                                    };
                                } | null;
                                screenshots: {
                                    id: string;
                                    card: {
                                        url: string;
                                        width: number;
                                        height: number;
                                    };
                                    page: {
                                        url: string;
                                        width: number;
                                        height: number;
                                    };
                                }[];
                            };
                            publishedAt: string | null;
                            createdAt: string;
                            updatedAt: string;
                        };
                    };
                };
            };
            /** @description No signed-in user: no credential (`WWW-Authenticate: Bearer`), or a Bearer token that is unknown, revoked or expired (`WWW-Authenticate: Bearer error="invalid_token"`). */
            401: {
                headers: {
                    /** @description The authentication challenge (RFC 6750 §3). */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description Refused to a personal access token without the scope projects:write: `WWW-Authenticate: Bearer error="insufficient_scope", scope="projects:write"`; or refused to this user (not theirs, not an admin). */
            403: {
                headers: {
                    /** @description Present when a Bearer token was refused (RFC 6750 §3.1). */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description GitHub could not be asked about the paid repository */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description The request was refused: the reason is in `error`. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    searchProjectsWithAi: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    query: string;
                };
            };
        };
        responses: {
            /** @description Natural-language project search: parsed into filters, then the normal search */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        projects: {
                            _id: string;
                            id: string;
                            title: string;
                            description: string;
                            category: string;
                            tags: string[];
                            tech_stack: string[];
                            author: {
                                _id: string;
                                id: string;
                                username: string;
                                displayName: string | null;
                                profileImage: string | null;
                                reputation: number;
                            };
                            license: {
                                /** @enum {string} */
                                type: "free" | "paid" | "freemium";
                                price: number | null;
                                sellerPrice: number | null;
                                marketplaceFeePct: number;
                                sellerEarnings: number | null;
                                marketplaceFee: number | null;
                                customerPrice: number | null;
                                currency: string;
                                features: {
                                    freeFeatures: string[];
                                    paidFeatures: string[];
                                };
                                payWhatYouWant: boolean;
                                suggestedPrice: number | null;
                                refundWindowDays: number;
                            };
                            repository: {
                                freeUrl: string | null;
                                paidUrl: string | null;
                            };
                            demo: {
                                url: string | null;
                            };
                            demoUrl: string | null;
                            stats: {
                                views: number;
                                downloads: number;
                                stars: number;
                            };
                            rating: {
                                average: number | null;
                                count: number;
                            };
                            /** @enum {string} */
                            status: "draft" | "published";
                            githubVerified: boolean;
                            sourceRepository: {
                                fullName: string;
                                url: string;
                                language: string | null;
                                stars: number;
                            } | null;
                            media: {
                                cover: {
                                    id: string;
                                    card: {
                                        url: string;
                                        width: number;
                                        height: number;
                                    };
                                    page: {
                                        url: string;
                                        width: number;
                                        height: number;
                                    };
                                } | null;
                                screenshots: {
                                    id: string;
                                    card: {
                                        url: string;
                                        width: number;
                                        height: number;
                                    };
                                    page: {
                                        url: string;
                                        width: number;
                                        height: number;
                                    };
                                }[];
                            };
                            publishedAt: string | null;
                            createdAt: string;
                            updatedAt: string;
                        }[];
                        searchSummary: string;
                        filters?: {
                            text: string;
                            category: ("web" | "mobile" | "desktop" | "api" | "library" | "tool" | "game" | "other") | null;
                            license: ("free" | "paid" | "freemium") | null;
                            minPrice: number | null;
                            maxPrice: number | null;
                            technologies: string[];
                            sortBy: ("relevance" | "createdAt" | "stats.views" | "stats.downloads" | "stats.stars" | "license.price") | null;
                            sortOrder: ("asc" | "desc") | null;
                        };
                    };
                };
            };
            /** @description Too many requests: wait for Retry-After. */
            429: {
                headers: {
                    /** @description How many seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description The request was refused: the reason is in `error`. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    generateProjectWithAi: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    projectName: string;
                    /** @default  */
                    description?: string;
                    /** @enum {string} */
                    licenseType?: "free" | "paid" | "freemium";
                };
            };
        };
        responses: {
            /** @description Draft a description, tags, category, repository URLs and features from a title */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        description: string;
                        tags: string[];
                        /** @enum {string} */
                        category: "web" | "mobile" | "desktop" | "api" | "library" | "tool" | "game" | "other";
                        freeRepositoryUrl: string;
                        paidRepositoryUrl: string;
                        features: {
                            freeFeatures: string[];
                            paidFeatures: string[];
                        };
                    };
                };
            };
            /** @description No signed-in user: no credential (`WWW-Authenticate: Bearer`), or a Bearer token that is unknown, revoked or expired (`WWW-Authenticate: Bearer error="invalid_token"`). */
            401: {
                headers: {
                    /** @description The authentication challenge (RFC 6750 §3). */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description Refused to a personal access token, since this operation needs a signed-in session: `WWW-Authenticate: Bearer error="insufficient_scope"`; or refused to this user (not theirs, not an admin). */
            403: {
                headers: {
                    /** @description Present when a Bearer token was refused (RFC 6750 §3.1). */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description Too many requests: wait for Retry-After. */
            429: {
                headers: {
                    /** @description How many seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description The request was refused: the reason is in `error`. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    listReviews: {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A project's reviews, newest first, with its average rating */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        reviews: {
                            id: string;
                            rating: number;
                            body: string;
                            author: {
                                id: string;
                                username: string;
                                displayName: string | null;
                                profileImage: string | null;
                            };
                            createdAt: string;
                            updatedAt: string;
                        }[];
                        rating: {
                            average: number | null;
                            count: number;
                        };
                        ownReview: {
                            id: string;
                            rating: number;
                            body: string;
                            author: {
                                id: string;
                                username: string;
                                displayName: string | null;
                                profileImage: string | null;
                            };
                            createdAt: string;
                            updatedAt: string;
                        } | null;
                        pagination: {
                            currentPage: number;
                            totalPages: number;
                            total: number;
                            limit: number;
                            hasNext: boolean;
                            hasPrev: boolean;
                        };
                    };
                };
            };
            /** @description The request was refused: the reason is in `error`. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    saveReview: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    rating: number;
                    body?: string;
                };
            };
        };
        responses: {
            /** @description Rate a project 1-5 with an optional review, or edit it (active license holders) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        review: {
                            id: string;
                            rating: number;
                            body: string;
                            author: {
                                id: string;
                                username: string;
                                displayName: string | null;
                                profileImage: string | null;
                            };
                            createdAt: string;
                            updatedAt: string;
                        };
                        rating: {
                            average: number | null;
                            count: number;
                        };
                    };
                };
            };
            /** @description No signed-in user: no credential (`WWW-Authenticate: Bearer`), or a Bearer token that is unknown, revoked or expired (`WWW-Authenticate: Bearer error="invalid_token"`). */
            401: {
                headers: {
                    /** @description The authentication challenge (RFC 6750 §3). */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description Refused to a personal access token, since this operation needs a signed-in session: `WWW-Authenticate: Bearer error="insufficient_scope"`; or refused to this user (not theirs, not an admin). */
            403: {
                headers: {
                    /** @description Present when a Bearer token was refused (RFC 6750 §3.1). */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description The request was refused: the reason is in `error`. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    setUpdatesPolicy: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    updatesMonths: number | null;
                    /** @default null */
                    renewalPrice?: number | null;
                };
            };
        };
        responses: {
            /** @description Set how long updates are included with a license, and the renewal price */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        policy: {
                            updatesMonths: number | null;
                            renewalPrice: number | null;
                        };
                    };
                };
            };
            /** @description The request was refused: the reason is in `error`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description No signed-in user: no credential (`WWW-Authenticate: Bearer`), or a Bearer token that is unknown, revoked or expired (`WWW-Authenticate: Bearer error="invalid_token"`). */
            401: {
                headers: {
                    /** @description The authentication challenge (RFC 6750 §3). */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description Refused to a personal access token without the scope projects:write: `WWW-Authenticate: Bearer error="insufficient_scope", scope="projects:write"`; or refused to this user (not theirs, not an admin). */
            403: {
                headers: {
                    /** @description Present when a Bearer token was refused (RFC 6750 §3.1). */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description The request was refused: the reason is in `error`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description The request was refused: the reason is in `error`. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    generateIdeas: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @default beginner
                     * @enum {string}
                     */
                    skillLevel?: "beginner" | "intermediate" | "advanced";
                    /** @default [] */
                    interests?: ("web" | "mobile" | "api" | "data" | "ai" | "game" | "tool" | "design")[];
                    /**
                     * @default 1-week
                     * @enum {string}
                     */
                    timeCommitment?: "weekend" | "1-week" | "2-weeks" | "1-month";
                    /** @default [] */
                    goals?: ("learn" | "portfolio" | "income" | "opensource" | "solve" | "fun")[];
                };
            };
        };
        responses: {
            /** @description Project ideas for a skill level, interests, time and goals, with market figures */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        ideas: {
                            id: string;
                            title: string;
                            description: string;
                            /** @enum {string} */
                            category: "web" | "mobile" | "desktop" | "api" | "library" | "tool" | "game" | "other";
                            /** @enum {string} */
                            difficulty: "beginner" | "intermediate" | "advanced";
                            estimatedTime: string;
                            /** @enum {string} */
                            marketDemand: "low" | "medium" | "high" | "very-high";
                            estimatedPrice: {
                                min: number;
                                max: number;
                            };
                            requiredSkills: string[];
                            suggestedFeatures: string[];
                            monetizationTips: string[];
                            similarProjectsCount: number;
                            /** @enum {string} */
                            competitionLevel: "Low" | "Medium" | "High";
                            trendingScore: number;
                        }[];
                    };
                };
            };
            /** @description Too many requests: wait for Retry-After. */
            429: {
                headers: {
                    /** @description How many seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description The request was refused: the reason is in `error`. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    getUserProfile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description An author's public profile, by id or by username (any letter case) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        _id: string;
                        id: string;
                        username: string;
                        profileImage: string | null;
                        reputation: number;
                        createdAt: string;
                        githubProfile: {
                            username: string;
                            url: string;
                        } | null;
                        website: string | null;
                        profile: {
                            displayName: string | null;
                            bio: string | null;
                        };
                        projectsCount: number;
                        stats: {
                            projectsCount: number;
                            totalViews: number;
                            totalDownloads: number;
                            totalStars: number;
                            topCategories: {
                                category: string;
                                label: string;
                                count: number;
                            }[];
                            topTags: {
                                tag: string;
                                count: number;
                            }[];
                        };
                    };
                };
            };
            /** @description The request was refused: the reason is in `error`. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    getLegalPage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A legal page (terms, privacy, refund policy, contact) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        slug: "terms" | "privacy" | "refund-policy" | "contact";
                        title: string;
                        content: string;
                        updatedAt: string;
                        edited: boolean;
                    };
                };
            };
            /** @description The request was refused: the reason is in `error`. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    updateLegalPage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    title: string;
                    content: string;
                };
            };
        };
        responses: {
            /** @description Update a legal page (admins) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        slug: "terms" | "privacy" | "refund-policy" | "contact";
                        title: string;
                        content: string;
                        updatedAt: string;
                        edited: boolean;
                    };
                };
            };
            /** @description No signed-in user: no credential (`WWW-Authenticate: Bearer`), or a Bearer token that is unknown, revoked or expired (`WWW-Authenticate: Bearer error="invalid_token"`). */
            401: {
                headers: {
                    /** @description The authentication challenge (RFC 6750 §3). */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description Refused to a personal access token, since this operation needs a signed-in session: `WWW-Authenticate: Bearer error="insufficient_scope"`; or refused to this user (not theirs, not an admin). */
            403: {
                headers: {
                    /** @description Present when a Bearer token was refused (RFC 6750 §3.1). */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description The request was refused: the reason is in `error`. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    getDashboard: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The signed-in user's projects, purchases, seller figures and recent activity */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        publishedProjects: {
                            _id: string;
                            id: string;
                            title: string;
                            description: string;
                            category: string;
                            tags: string[];
                            tech_stack: string[];
                            author: {
                                _id: string;
                                id: string;
                                username: string;
                                displayName: string | null;
                                profileImage: string | null;
                                reputation: number;
                            };
                            license: {
                                /** @enum {string} */
                                type: "free" | "paid" | "freemium";
                                price: number | null;
                                sellerPrice: number | null;
                                marketplaceFeePct: number;
                                sellerEarnings: number | null;
                                marketplaceFee: number | null;
                                customerPrice: number | null;
                                currency: string;
                                features: {
                                    freeFeatures: string[];
                                    paidFeatures: string[];
                                };
                                payWhatYouWant: boolean;
                                suggestedPrice: number | null;
                                refundWindowDays: number;
                            };
                            repository: {
                                freeUrl: string | null;
                                paidUrl: string | null;
                            };
                            demo: {
                                url: string | null;
                            };
                            demoUrl: string | null;
                            stats: {
                                views: number;
                                downloads: number;
                                stars: number;
                            };
                            rating: {
                                average: number | null;
                                count: number;
                            };
                            /** @enum {string} */
                            status: "draft" | "published";
                            githubVerified: boolean;
                            sourceRepository: {
                                fullName: string;
                                url: string;
                                language: string | null;
                                stars: number;
                            } | null;
                            media: {
                                cover: {
                                    id: string;
                                    card: {
                                        url: string;
                                        width: number;
                                        height: number;
                                    };
                                    page: {
                                        url: string;
                                        width: number;
                                        height: number;
                                    };
                                } | null;
                                screenshots: {
                                    id: string;
                                    card: {
                                        url: string;
                                        width: number;
                                        height: number;
                                    };
                                    page: {
                                        url: string;
                                        width: number;
                                        height: number;
                                    };
                                }[];
                            };
                            publishedAt: string | null;
                            createdAt: string;
                            updatedAt: string;
                        }[];
                        draftProjects: {
                            _id: string;
                            id: string;
                            title: string;
                            description: string;
                            category: string;
                            tags: string[];
                            tech_stack: string[];
                            author: {
                                _id: string;
                                id: string;
                                username: string;
                                displayName: string | null;
                                profileImage: string | null;
                                reputation: number;
                            };
                            license: {
                                /** @enum {string} */
                                type: "free" | "paid" | "freemium";
                                price: number | null;
                                sellerPrice: number | null;
                                marketplaceFeePct: number;
                                sellerEarnings: number | null;
                                marketplaceFee: number | null;
                                customerPrice: number | null;
                                currency: string;
                                features: {
                                    freeFeatures: string[];
                                    paidFeatures: string[];
                                };
                                payWhatYouWant: boolean;
                                suggestedPrice: number | null;
                                refundWindowDays: number;
                            };
                            repository: {
                                freeUrl: string | null;
                                paidUrl: string | null;
                            };
                            demo: {
                                url: string | null;
                            };
                            demoUrl: string | null;
                            stats: {
                                views: number;
                                downloads: number;
                                stars: number;
                            };
                            rating: {
                                average: number | null;
                                count: number;
                            };
                            /** @enum {string} */
                            status: "draft" | "published";
                            githubVerified: boolean;
                            sourceRepository: {
                                fullName: string;
                                url: string;
                                language: string | null;
                                stars: number;
                            } | null;
                            media: {
                                cover: {
                                    id: string;
                                    card: {
                                        url: string;
                                        width: number;
                                        height: number;
                                    };
                                    page: {
                                        url: string;
                                        width: number;
                                        height: number;
                                    };
                                } | null;
                                screenshots: {
                                    id: string;
                                    card: {
                                        url: string;
                                        width: number;
                                        height: number;
                                    };
                                    page: {
                                        url: string;
                                        width: number;
                                        height: number;
                                    };
                                }[];
                            };
                            publishedAt: string | null;
                            createdAt: string;
                            updatedAt: string;
                        }[];
                        purchasedLicenses: {
                            _id: string;
                            id: string;
                            title: string;
                            description: string;
                            category: string;
                            tags: string[];
                            tech_stack: string[];
                            author: {
                                _id: string;
                                id: string;
                                username: string;
                                displayName: string | null;
                                profileImage: string | null;
                                reputation: number;
                            };
                            license: {
                                /** @enum {string} */
                                type: "free" | "paid" | "freemium";
                                price: number | null;
                                sellerPrice: number | null;
                                marketplaceFeePct: number;
                                sellerEarnings: number | null;
                                marketplaceFee: number | null;
                                customerPrice: number | null;
                                currency: string;
                                features: {
                                    freeFeatures: string[];
                                    paidFeatures: string[];
                                };
                                payWhatYouWant: boolean;
                                suggestedPrice: number | null;
                                refundWindowDays: number;
                            };
                            repository: {
                                freeUrl: string | null;
                                paidUrl: string | null;
                            };
                            demo: {
                                url: string | null;
                            };
                            demoUrl: string | null;
                            stats: {
                                views: number;
                                downloads: number;
                                stars: number;
                            };
                            rating: {
                                average: number | null;
                                count: number;
                            };
                            /** @enum {string} */
                            status: "draft" | "published";
                            githubVerified: boolean;
                            sourceRepository: {
                                fullName: string;
                                url: string;
                                language: string | null;
                                stars: number;
                            } | null;
                            media: {
                                cover: {
                                    id: string;
                                    card: {
                                        url: string;
                                        width: number;
                                        height: number;
                                    };
                                    page: {
                                        url: string;
                                        width: number;
                                        height: number;
                                    };
                                } | null;
                                screenshots: {
                                    id: string;
                                    card: {
                                        url: string;
                                        width: number;
                                        height: number;
                                    };
                                    page: {
                                        url: string;
                                        width: number;
                                        height: number;
                                    };
                                }[];
                            };
                            publishedAt: string | null;
                            createdAt: string;
                            updatedAt: string;
                            purchaseDate: string;
                            licenseId: string;
                            /** @enum {string} */
                            licenseKind: "free" | "paid";
                            amountPaid: number;
                            licenseKey?: string | null;
                            /** @enum {string} */
                            licenseStatus: "active" | "suspended" | "refunded" | "revoked";
                            refund: {
                                amount: number;
                                refundedAt: string;
                                /** @enum {string} */
                                via: "refund" | "dispute";
                            } | null;
                            updates?: {
                                updatesUntil: string | null;
                                latestEntitled: {
                                    version: string;
                                    publishedAt: string;
                                } | null;
                                latest: {
                                    version: string;
                                    publishedAt: string;
                                } | null;
                                releasesBehind: number;
                                renewalPrice: number | null;
                            };
                            refundRequest: {
                                /** @enum {string} */
                                status: "pending" | "approved" | "declined";
                                message: string | null;
                            } | null;
                        }[];
                        sellerStats: {
                            totalProjects: number;
                            totalViews: number;
                            totalDownloads: number;
                            totalRevenue: number;
                            totalStars: number;
                            freeDownloads: number;
                            paidDownloads: number;
                            monthlyRevenue: number;
                        } | null;
                        recentActivity: {
                            /** @enum {string} */
                            type: "published" | "sale" | "purchase";
                            message: string;
                            date: string;
                            revenue?: number;
                            projectId: string;
                        }[];
                        missingScopes?: ("projects:read" | "projects:write" | "sales:read" | "licenses:read" | "licenses:write" | "webhooks:write" | "discounts:write" | "refunds:write")[];
                    };
                };
            };
            /** @description No signed-in user: no credential (`WWW-Authenticate: Bearer`), or a Bearer token that is unknown, revoked or expired (`WWW-Authenticate: Bearer error="invalid_token"`). */
            401: {
                headers: {
                    /** @description The authentication challenge (RFC 6750 §3). */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description Refused to a personal access token without the scope projects:read, licenses:read or sales:read: `WWW-Authenticate: Bearer error="insufficient_scope", scope="projects:read licenses:read sales:read"`; or refused to this user (not theirs, not an admin). */
            403: {
                headers: {
                    /** @description Present when a Bearer token was refused (RFC 6750 §3.1). */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description The request was refused: the reason is in `error`. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    claimFreeLicense: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    projectId: string;
                };
            };
        };
        responses: {
            /** @description Claim free access to a free or freemium project (409 when already held) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        license: {
                            _id: string;
                            id: string;
                            /** @enum {string} */
                            kind: "free" | "paid";
                            isActive: boolean;
                            purchaseDate: string;
                            githubAccess: {
                                repositoryFullName: string | null;
                                accessGranted: boolean;
                                invitationSent: boolean;
                                state?: ("waiting_for_github" | "queued" | "invited" | "active" | "invitation_expired" | "failed" | "revoked") | null;
                            };
                            licenseKey?: string | null;
                            updatesUntil?: string | null;
                        };
                    };
                };
            };
            /** @description No signed-in user: no credential (`WWW-Authenticate: Bearer`), or a Bearer token that is unknown, revoked or expired (`WWW-Authenticate: Bearer error="invalid_token"`). */
            401: {
                headers: {
                    /** @description The authentication challenge (RFC 6750 §3). */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description Refused to a personal access token, since this operation needs a signed-in session: `WWW-Authenticate: Bearer error="insufficient_scope"`; or refused to this user (not theirs, not an admin). */
            403: {
                headers: {
                    /** @description Present when a Bearer token was refused (RFC 6750 §3.1). */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description The request was refused: the reason is in `error`. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    uploadCover: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /**
                     * Format: binary
                     * @description The file, one per request
                     */
                    file: string;
                };
            };
        };
        responses: {
            /** @description Upload or replace a project's cover (author or admin; PNG, JPEG or WebP, 5 MB) */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        media: {
                            cover: {
                                id: string;
                                card: {
                                    url: string;
                                    width: number;
                                    height: number;
                                };
                                page: {
                                    url: string;
                                    width: number;
                                    height: number;
                                };
                            } | null;
                            screenshots: {
                                id: string;
                                card: {
                                    url: string;
                                    width: number;
                                    height: number;
                                };
                                page: {
                                    url: string;
                                    width: number;
                                    height: number;
                                };
                            }[];
                        };
                    };
                };
            };
            /** @description No signed-in user: no credential (`WWW-Authenticate: Bearer`), or a Bearer token that is unknown, revoked or expired (`WWW-Authenticate: Bearer error="invalid_token"`). */
            401: {
                headers: {
                    /** @description The authentication challenge (RFC 6750 §3). */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description Refused to a personal access token, since this operation needs a signed-in session: `WWW-Authenticate: Bearer error="insufficient_scope"`; or refused to this user (not theirs, not an admin). */
            403: {
                headers: {
                    /** @description Present when a Bearer token was refused (RFC 6750 §3.1). */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description Too many requests: wait for Retry-After. */
            429: {
                headers: {
                    /** @description How many seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description The request was refused: the reason is in `error`. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    uploadScreenshot: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /**
                     * Format: binary
                     * @description The file, one per request
                     */
                    file: string;
                };
            };
        };
        responses: {
            /** @description Add a screenshot, at most 6 (author or admin; PNG, JPEG or WebP, 5 MB) */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        media: {
                            cover: {
                                id: string;
                                card: {
                                    url: string;
                                    width: number;
                                    height: number;
                                };
                                page: {
                                    url: string;
                                    width: number;
                                    height: number;
                                };
                            } | null;
                            screenshots: {
                                id: string;
                                card: {
                                    url: string;
                                    width: number;
                                    height: number;
                                };
                                page: {
                                    url: string;
                                    width: number;
                                    height: number;
                                };
                            }[];
                        };
                    };
                };
            };
            /** @description No signed-in user: no credential (`WWW-Authenticate: Bearer`), or a Bearer token that is unknown, revoked or expired (`WWW-Authenticate: Bearer error="invalid_token"`). */
            401: {
                headers: {
                    /** @description The authentication challenge (RFC 6750 §3). */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description Refused to a personal access token, since this operation needs a signed-in session: `WWW-Authenticate: Bearer error="insufficient_scope"`; or refused to this user (not theirs, not an admin). */
            403: {
                headers: {
                    /** @description Present when a Bearer token was refused (RFC 6750 §3.1). */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description Too many requests: wait for Retry-After. */
            429: {
                headers: {
                    /** @description How many seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description The request was refused: the reason is in `error`. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    reorderScreenshots: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    ids: string[];
                };
            };
        };
        responses: {
            /** @description Reorder the screenshots (author or admin) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        media: {
                            cover: {
                                id: string;
                                card: {
                                    url: string;
                                    width: number;
                                    height: number;
                                };
                                page: {
                                    url: string;
                                    width: number;
                                    height: number;
                                };
                            } | null;
                            screenshots: {
                                id: string;
                                card: {
                                    url: string;
                                    width: number;
                                    height: number;
                                };
                                page: {
                                    url: string;
                                    width: number;
                                    height: number;
                                };
                            }[];
                        };
                    };
                };
            };
            /** @description No signed-in user: no credential (`WWW-Authenticate: Bearer`), or a Bearer token that is unknown, revoked or expired (`WWW-Authenticate: Bearer error="invalid_token"`). */
            401: {
                headers: {
                    /** @description The authentication challenge (RFC 6750 §3). */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description Refused to a personal access token, since this operation needs a signed-in session: `WWW-Authenticate: Bearer error="insufficient_scope"`; or refused to this user (not theirs, not an admin). */
            403: {
                headers: {
                    /** @description Present when a Bearer token was refused (RFC 6750 §3.1). */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description The request was refused: the reason is in `error`. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    deleteMedia: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                mediaId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Remove the cover or a screenshot (author or admin) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        media: {
                            cover: {
                                id: string;
                                card: {
                                    url: string;
                                    width: number;
                                    height: number;
                                };
                                page: {
                                    url: string;
                                    width: number;
                                    height: number;
                                };
                            } | null;
                            screenshots: {
                                id: string;
                                card: {
                                    url: string;
                                    width: number;
                                    height: number;
                                };
                                page: {
                                    url: string;
                                    width: number;
                                    height: number;
                                };
                            }[];
                        };
                    };
                };
            };
            /** @description No signed-in user: no credential (`WWW-Authenticate: Bearer`), or a Bearer token that is unknown, revoked or expired (`WWW-Authenticate: Bearer error="invalid_token"`). */
            401: {
                headers: {
                    /** @description The authentication challenge (RFC 6750 §3). */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description Refused to a personal access token, since this operation needs a signed-in session: `WWW-Authenticate: Bearer error="insufficient_scope"`; or refused to this user (not theirs, not an admin). */
            403: {
                headers: {
                    /** @description Present when a Bearer token was refused (RFC 6750 §3.1). */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description The request was refused: the reason is in `error`. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    uploadBlogImage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /**
                     * Format: binary
                     * @description The file, one per request
                     */
                    file: string;
                };
            };
        };
        responses: {
            /** @description Upload a blog post's featured image (admin; PNG, JPEG or WebP, 5 MB) */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        url: string;
                        width: number;
                        height: number;
                    };
                };
            };
            /** @description No signed-in user: no credential (`WWW-Authenticate: Bearer`), or a Bearer token that is unknown, revoked or expired (`WWW-Authenticate: Bearer error="invalid_token"`). */
            401: {
                headers: {
                    /** @description The authentication challenge (RFC 6750 §3). */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description Refused to a personal access token, since this operation needs a signed-in session: `WWW-Authenticate: Bearer error="insufficient_scope"`; or refused to this user (not theirs, not an admin). */
            403: {
                headers: {
                    /** @description Present when a Bearer token was refused (RFC 6750 §3.1). */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description Too many requests: wait for Retry-After. */
            429: {
                headers: {
                    /** @description How many seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description The request was refused: the reason is in `error`. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    getImage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                name: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The image */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/webp": string;
                };
            };
            /** @description The request was refused: the reason is in `error`. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    validateLicenseKey: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    key: string;
                    /** Format: uuid */
                    projectId: string;
                    /** Format: uuid */
                    instanceId?: string;
                };
            };
        };
        responses: {
            /** @description Check a license key (an unknown key is valid: false, code NOT_FOUND) */
            200: {
                headers: {
                    /** @description Any origin may call (without credentials: cookies are not used here) */
                    "Access-Control-Allow-Origin": "*";
                    /** @description The methods a browser may send */
                    "Access-Control-Allow-Methods": "POST, OPTIONS";
                    /** @description The request headers a browser may send (a JSON body) */
                    "Access-Control-Allow-Headers": "content-type";
                    /** @description Seconds a browser may keep the preflight answer */
                    "Access-Control-Max-Age": 600;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        valid: boolean;
                        /** @enum {string} */
                        status: "active" | "revoked" | "expired" | "disabled";
                        /** @enum {string} */
                        code: "VALID" | "NOT_FOUND" | "REVOKED" | "EXPIRED" | "DISABLED" | "INSTANCE_NOT_FOUND" | "TOO_MANY_INSTANCES" | "RATE_LIMITED" | "INVALID_REQUEST";
                        license: {
                            id: string;
                            projectId: string;
                            /** @enum {string} */
                            kind: "free" | "paid";
                            issuedAt: string;
                            expiresAt: string | null;
                            updatesUntil?: string | null;
                        } | null;
                        activations: {
                            used: number;
                            limit: number | null;
                        };
                    };
                };
            };
            /** @description The request was refused: the reason is in `error`. */
            400: {
                headers: {
                    /** @description Any origin may call (without credentials: cookies are not used here) */
                    "Access-Control-Allow-Origin": "*";
                    /** @description The methods a browser may send */
                    "Access-Control-Allow-Methods": "POST, OPTIONS";
                    /** @description The request headers a browser may send (a JSON body) */
                    "Access-Control-Allow-Headers": "content-type";
                    /** @description Seconds a browser may keep the preflight answer */
                    "Access-Control-Max-Age": 600;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "VALID" | "NOT_FOUND" | "REVOKED" | "EXPIRED" | "DISABLED" | "INSTANCE_NOT_FOUND" | "TOO_MANY_INSTANCES" | "RATE_LIMITED" | "INVALID_REQUEST";
                    };
                };
            };
            /** @description The request was refused: the reason is in `error`. */
            403: {
                headers: {
                    /** @description Any origin may call (without credentials: cookies are not used here) */
                    "Access-Control-Allow-Origin": "*";
                    /** @description The methods a browser may send */
                    "Access-Control-Allow-Methods": "POST, OPTIONS";
                    /** @description The request headers a browser may send (a JSON body) */
                    "Access-Control-Allow-Headers": "content-type";
                    /** @description Seconds a browser may keep the preflight answer */
                    "Access-Control-Max-Age": 600;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "VALID" | "NOT_FOUND" | "REVOKED" | "EXPIRED" | "DISABLED" | "INSTANCE_NOT_FOUND" | "TOO_MANY_INSTANCES" | "RATE_LIMITED" | "INVALID_REQUEST";
                    };
                };
            };
            /** @description The request was refused: the reason is in `error`. */
            404: {
                headers: {
                    /** @description Any origin may call (without credentials: cookies are not used here) */
                    "Access-Control-Allow-Origin": "*";
                    /** @description The methods a browser may send */
                    "Access-Control-Allow-Methods": "POST, OPTIONS";
                    /** @description The request headers a browser may send (a JSON body) */
                    "Access-Control-Allow-Headers": "content-type";
                    /** @description Seconds a browser may keep the preflight answer */
                    "Access-Control-Max-Age": 600;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "VALID" | "NOT_FOUND" | "REVOKED" | "EXPIRED" | "DISABLED" | "INSTANCE_NOT_FOUND" | "TOO_MANY_INSTANCES" | "RATE_LIMITED" | "INVALID_REQUEST";
                    };
                };
            };
            /** @description The request was refused: the reason is in `error`. */
            409: {
                headers: {
                    /** @description Any origin may call (without credentials: cookies are not used here) */
                    "Access-Control-Allow-Origin": "*";
                    /** @description The methods a browser may send */
                    "Access-Control-Allow-Methods": "POST, OPTIONS";
                    /** @description The request headers a browser may send (a JSON body) */
                    "Access-Control-Allow-Headers": "content-type";
                    /** @description Seconds a browser may keep the preflight answer */
                    "Access-Control-Max-Age": 600;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "VALID" | "NOT_FOUND" | "REVOKED" | "EXPIRED" | "DISABLED" | "INSTANCE_NOT_FOUND" | "TOO_MANY_INSTANCES" | "RATE_LIMITED" | "INVALID_REQUEST";
                    };
                };
            };
            /** @description The request was refused: the reason is in `error`. */
            429: {
                headers: {
                    /** @description How many seconds to wait before trying again. */
                    "Retry-After"?: number;
                    /** @description Any origin may call (without credentials: cookies are not used here) */
                    "Access-Control-Allow-Origin": "*";
                    /** @description The methods a browser may send */
                    "Access-Control-Allow-Methods": "POST, OPTIONS";
                    /** @description The request headers a browser may send (a JSON body) */
                    "Access-Control-Allow-Headers": "content-type";
                    /** @description Seconds a browser may keep the preflight answer */
                    "Access-Control-Max-Age": 600;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "VALID" | "NOT_FOUND" | "REVOKED" | "EXPIRED" | "DISABLED" | "INSTANCE_NOT_FOUND" | "TOO_MANY_INSTANCES" | "RATE_LIMITED" | "INVALID_REQUEST";
                    };
                };
            };
            /** @description The request was refused: the reason is in `error`. */
            "4XX": {
                headers: {
                    /** @description Any origin may call (without credentials: cookies are not used here) */
                    "Access-Control-Allow-Origin": "*";
                    /** @description The methods a browser may send */
                    "Access-Control-Allow-Methods": "POST, OPTIONS";
                    /** @description The request headers a browser may send (a JSON body) */
                    "Access-Control-Allow-Headers": "content-type";
                    /** @description Seconds a browser may keep the preflight answer */
                    "Access-Control-Max-Age": 600;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    preflightValidateLicenseKey: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Allowed: the Access-Control-* headers say how; no body */
            204: {
                headers: {
                    /** @description Any origin may call (without credentials: cookies are not used here) */
                    "Access-Control-Allow-Origin": "*";
                    /** @description The methods a browser may send */
                    "Access-Control-Allow-Methods": "POST, OPTIONS";
                    /** @description The request headers a browser may send (a JSON body) */
                    "Access-Control-Allow-Headers": "content-type";
                    /** @description Seconds a browser may keep the preflight answer */
                    "Access-Control-Max-Age": 600;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request was refused: the reason is in `error`. */
            "4XX": {
                headers: {
                    /** @description Any origin may call (without credentials: cookies are not used here) */
                    "Access-Control-Allow-Origin": "*";
                    /** @description The methods a browser may send */
                    "Access-Control-Allow-Methods": "POST, OPTIONS";
                    /** @description The request headers a browser may send (a JSON body) */
                    "Access-Control-Allow-Headers": "content-type";
                    /** @description Seconds a browser may keep the preflight answer */
                    "Access-Control-Max-Age": 600;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    activateLicenseKey: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    key: string;
                    /** Format: uuid */
                    projectId: string;
                    instanceName: string;
                    fingerprint?: string;
                };
            };
        };
        responses: {
            /** @description Activate a license key on an instance (409 when its limit is reached; the same fingerprint is the same instance) */
            200: {
                headers: {
                    /** @description Any origin may call (without credentials: cookies are not used here) */
                    "Access-Control-Allow-Origin": "*";
                    /** @description The methods a browser may send */
                    "Access-Control-Allow-Methods": "POST, OPTIONS";
                    /** @description The request headers a browser may send (a JSON body) */
                    "Access-Control-Allow-Headers": "content-type";
                    /** @description Seconds a browser may keep the preflight answer */
                    "Access-Control-Max-Age": 600;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        instanceId: string;
                        /** @enum {string} */
                        code: "VALID" | "NOT_FOUND" | "REVOKED" | "EXPIRED" | "DISABLED" | "INSTANCE_NOT_FOUND" | "TOO_MANY_INSTANCES" | "RATE_LIMITED" | "INVALID_REQUEST";
                        license: {
                            id: string;
                            projectId: string;
                            /** @enum {string} */
                            kind: "free" | "paid";
                            issuedAt: string;
                            expiresAt: string | null;
                            updatesUntil?: string | null;
                        };
                    };
                };
            };
            /** @description The request was refused: the reason is in `error`. */
            400: {
                headers: {
                    /** @description Any origin may call (without credentials: cookies are not used here) */
                    "Access-Control-Allow-Origin": "*";
                    /** @description The methods a browser may send */
                    "Access-Control-Allow-Methods": "POST, OPTIONS";
                    /** @description The request headers a browser may send (a JSON body) */
                    "Access-Control-Allow-Headers": "content-type";
                    /** @description Seconds a browser may keep the preflight answer */
                    "Access-Control-Max-Age": 600;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "VALID" | "NOT_FOUND" | "REVOKED" | "EXPIRED" | "DISABLED" | "INSTANCE_NOT_FOUND" | "TOO_MANY_INSTANCES" | "RATE_LIMITED" | "INVALID_REQUEST";
                    };
                };
            };
            /** @description The request was refused: the reason is in `error`. */
            403: {
                headers: {
                    /** @description Any origin may call (without credentials: cookies are not used here) */
                    "Access-Control-Allow-Origin": "*";
                    /** @description The methods a browser may send */
                    "Access-Control-Allow-Methods": "POST, OPTIONS";
                    /** @description The request headers a browser may send (a JSON body) */
                    "Access-Control-Allow-Headers": "content-type";
                    /** @description Seconds a browser may keep the preflight answer */
                    "Access-Control-Max-Age": 600;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "VALID" | "NOT_FOUND" | "REVOKED" | "EXPIRED" | "DISABLED" | "INSTANCE_NOT_FOUND" | "TOO_MANY_INSTANCES" | "RATE_LIMITED" | "INVALID_REQUEST";
                    };
                };
            };
            /** @description The request was refused: the reason is in `error`. */
            404: {
                headers: {
                    /** @description Any origin may call (without credentials: cookies are not used here) */
                    "Access-Control-Allow-Origin": "*";
                    /** @description The methods a browser may send */
                    "Access-Control-Allow-Methods": "POST, OPTIONS";
                    /** @description The request headers a browser may send (a JSON body) */
                    "Access-Control-Allow-Headers": "content-type";
                    /** @description Seconds a browser may keep the preflight answer */
                    "Access-Control-Max-Age": 600;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "VALID" | "NOT_FOUND" | "REVOKED" | "EXPIRED" | "DISABLED" | "INSTANCE_NOT_FOUND" | "TOO_MANY_INSTANCES" | "RATE_LIMITED" | "INVALID_REQUEST";
                    };
                };
            };
            /** @description The request was refused: the reason is in `error`. */
            409: {
                headers: {
                    /** @description Any origin may call (without credentials: cookies are not used here) */
                    "Access-Control-Allow-Origin": "*";
                    /** @description The methods a browser may send */
                    "Access-Control-Allow-Methods": "POST, OPTIONS";
                    /** @description The request headers a browser may send (a JSON body) */
                    "Access-Control-Allow-Headers": "content-type";
                    /** @description Seconds a browser may keep the preflight answer */
                    "Access-Control-Max-Age": 600;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "VALID" | "NOT_FOUND" | "REVOKED" | "EXPIRED" | "DISABLED" | "INSTANCE_NOT_FOUND" | "TOO_MANY_INSTANCES" | "RATE_LIMITED" | "INVALID_REQUEST";
                    };
                };
            };
            /** @description The request was refused: the reason is in `error`. */
            429: {
                headers: {
                    /** @description How many seconds to wait before trying again. */
                    "Retry-After"?: number;
                    /** @description Any origin may call (without credentials: cookies are not used here) */
                    "Access-Control-Allow-Origin": "*";
                    /** @description The methods a browser may send */
                    "Access-Control-Allow-Methods": "POST, OPTIONS";
                    /** @description The request headers a browser may send (a JSON body) */
                    "Access-Control-Allow-Headers": "content-type";
                    /** @description Seconds a browser may keep the preflight answer */
                    "Access-Control-Max-Age": 600;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "VALID" | "NOT_FOUND" | "REVOKED" | "EXPIRED" | "DISABLED" | "INSTANCE_NOT_FOUND" | "TOO_MANY_INSTANCES" | "RATE_LIMITED" | "INVALID_REQUEST";
                    };
                };
            };
            /** @description The request was refused: the reason is in `error`. */
            "4XX": {
                headers: {
                    /** @description Any origin may call (without credentials: cookies are not used here) */
                    "Access-Control-Allow-Origin": "*";
                    /** @description The methods a browser may send */
                    "Access-Control-Allow-Methods": "POST, OPTIONS";
                    /** @description The request headers a browser may send (a JSON body) */
                    "Access-Control-Allow-Headers": "content-type";
                    /** @description Seconds a browser may keep the preflight answer */
                    "Access-Control-Max-Age": 600;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    preflightActivateLicenseKey: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Allowed: the Access-Control-* headers say how; no body */
            204: {
                headers: {
                    /** @description Any origin may call (without credentials: cookies are not used here) */
                    "Access-Control-Allow-Origin": "*";
                    /** @description The methods a browser may send */
                    "Access-Control-Allow-Methods": "POST, OPTIONS";
                    /** @description The request headers a browser may send (a JSON body) */
                    "Access-Control-Allow-Headers": "content-type";
                    /** @description Seconds a browser may keep the preflight answer */
                    "Access-Control-Max-Age": 600;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request was refused: the reason is in `error`. */
            "4XX": {
                headers: {
                    /** @description Any origin may call (without credentials: cookies are not used here) */
                    "Access-Control-Allow-Origin": "*";
                    /** @description The methods a browser may send */
                    "Access-Control-Allow-Methods": "POST, OPTIONS";
                    /** @description The request headers a browser may send (a JSON body) */
                    "Access-Control-Allow-Headers": "content-type";
                    /** @description Seconds a browser may keep the preflight answer */
                    "Access-Control-Max-Age": 600;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    deactivateLicenseKey: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    key: string;
                    /** Format: uuid */
                    projectId: string;
                    /** Format: uuid */
                    instanceId: string;
                };
            };
        };
        responses: {
            /** @description Free the place of an activated instance */
            200: {
                headers: {
                    /** @description Any origin may call (without credentials: cookies are not used here) */
                    "Access-Control-Allow-Origin": "*";
                    /** @description The methods a browser may send */
                    "Access-Control-Allow-Methods": "POST, OPTIONS";
                    /** @description The request headers a browser may send (a JSON body) */
                    "Access-Control-Allow-Headers": "content-type";
                    /** @description Seconds a browser may keep the preflight answer */
                    "Access-Control-Max-Age": 600;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        deactivated: true;
                        /** @enum {string} */
                        code: "VALID" | "NOT_FOUND" | "REVOKED" | "EXPIRED" | "DISABLED" | "INSTANCE_NOT_FOUND" | "TOO_MANY_INSTANCES" | "RATE_LIMITED" | "INVALID_REQUEST";
                    };
                };
            };
            /** @description The request was refused: the reason is in `error`. */
            400: {
                headers: {
                    /** @description Any origin may call (without credentials: cookies are not used here) */
                    "Access-Control-Allow-Origin": "*";
                    /** @description The methods a browser may send */
                    "Access-Control-Allow-Methods": "POST, OPTIONS";
                    /** @description The request headers a browser may send (a JSON body) */
                    "Access-Control-Allow-Headers": "content-type";
                    /** @description Seconds a browser may keep the preflight answer */
                    "Access-Control-Max-Age": 600;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "VALID" | "NOT_FOUND" | "REVOKED" | "EXPIRED" | "DISABLED" | "INSTANCE_NOT_FOUND" | "TOO_MANY_INSTANCES" | "RATE_LIMITED" | "INVALID_REQUEST";
                    };
                };
            };
            /** @description The request was refused: the reason is in `error`. */
            403: {
                headers: {
                    /** @description Any origin may call (without credentials: cookies are not used here) */
                    "Access-Control-Allow-Origin": "*";
                    /** @description The methods a browser may send */
                    "Access-Control-Allow-Methods": "POST, OPTIONS";
                    /** @description The request headers a browser may send (a JSON body) */
                    "Access-Control-Allow-Headers": "content-type";
                    /** @description Seconds a browser may keep the preflight answer */
                    "Access-Control-Max-Age": 600;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "VALID" | "NOT_FOUND" | "REVOKED" | "EXPIRED" | "DISABLED" | "INSTANCE_NOT_FOUND" | "TOO_MANY_INSTANCES" | "RATE_LIMITED" | "INVALID_REQUEST";
                    };
                };
            };
            /** @description The request was refused: the reason is in `error`. */
            404: {
                headers: {
                    /** @description Any origin may call (without credentials: cookies are not used here) */
                    "Access-Control-Allow-Origin": "*";
                    /** @description The methods a browser may send */
                    "Access-Control-Allow-Methods": "POST, OPTIONS";
                    /** @description The request headers a browser may send (a JSON body) */
                    "Access-Control-Allow-Headers": "content-type";
                    /** @description Seconds a browser may keep the preflight answer */
                    "Access-Control-Max-Age": 600;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "VALID" | "NOT_FOUND" | "REVOKED" | "EXPIRED" | "DISABLED" | "INSTANCE_NOT_FOUND" | "TOO_MANY_INSTANCES" | "RATE_LIMITED" | "INVALID_REQUEST";
                    };
                };
            };
            /** @description The request was refused: the reason is in `error`. */
            409: {
                headers: {
                    /** @description Any origin may call (without credentials: cookies are not used here) */
                    "Access-Control-Allow-Origin": "*";
                    /** @description The methods a browser may send */
                    "Access-Control-Allow-Methods": "POST, OPTIONS";
                    /** @description The request headers a browser may send (a JSON body) */
                    "Access-Control-Allow-Headers": "content-type";
                    /** @description Seconds a browser may keep the preflight answer */
                    "Access-Control-Max-Age": 600;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "VALID" | "NOT_FOUND" | "REVOKED" | "EXPIRED" | "DISABLED" | "INSTANCE_NOT_FOUND" | "TOO_MANY_INSTANCES" | "RATE_LIMITED" | "INVALID_REQUEST";
                    };
                };
            };
            /** @description The request was refused: the reason is in `error`. */
            429: {
                headers: {
                    /** @description How many seconds to wait before trying again. */
                    "Retry-After"?: number;
                    /** @description Any origin may call (without credentials: cookies are not used here) */
                    "Access-Control-Allow-Origin": "*";
                    /** @description The methods a browser may send */
                    "Access-Control-Allow-Methods": "POST, OPTIONS";
                    /** @description The request headers a browser may send (a JSON body) */
                    "Access-Control-Allow-Headers": "content-type";
                    /** @description Seconds a browser may keep the preflight answer */
                    "Access-Control-Max-Age": 600;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "VALID" | "NOT_FOUND" | "REVOKED" | "EXPIRED" | "DISABLED" | "INSTANCE_NOT_FOUND" | "TOO_MANY_INSTANCES" | "RATE_LIMITED" | "INVALID_REQUEST";
                    };
                };
            };
            /** @description The request was refused: the reason is in `error`. */
            "4XX": {
                headers: {
                    /** @description Any origin may call (without credentials: cookies are not used here) */
                    "Access-Control-Allow-Origin": "*";
                    /** @description The methods a browser may send */
                    "Access-Control-Allow-Methods": "POST, OPTIONS";
                    /** @description The request headers a browser may send (a JSON body) */
                    "Access-Control-Allow-Headers": "content-type";
                    /** @description Seconds a browser may keep the preflight answer */
                    "Access-Control-Max-Age": 600;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    preflightDeactivateLicenseKey: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Allowed: the Access-Control-* headers say how; no body */
            204: {
                headers: {
                    /** @description Any origin may call (without credentials: cookies are not used here) */
                    "Access-Control-Allow-Origin": "*";
                    /** @description The methods a browser may send */
                    "Access-Control-Allow-Methods": "POST, OPTIONS";
                    /** @description The request headers a browser may send (a JSON body) */
                    "Access-Control-Allow-Headers": "content-type";
                    /** @description Seconds a browser may keep the preflight answer */
                    "Access-Control-Max-Age": 600;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request was refused: the reason is in `error`. */
            "4XX": {
                headers: {
                    /** @description Any origin may call (without credentials: cookies are not used here) */
                    "Access-Control-Allow-Origin": "*";
                    /** @description The methods a browser may send */
                    "Access-Control-Allow-Methods": "POST, OPTIONS";
                    /** @description The request headers a browser may send (a JSON body) */
                    "Access-Control-Allow-Headers": "content-type";
                    /** @description Seconds a browser may keep the preflight answer */
                    "Access-Control-Max-Age": 600;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    checkLicenseKeyUpgrade: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    key: string;
                    /** Format: uuid */
                    projectId: string;
                    currentVersion: string;
                };
            };
        };
        responses: {
            /** @description Check a license key for a newer version: the latest release, the latest the license is entitled to, and a link to it */
            200: {
                headers: {
                    /** @description Any origin may call (without credentials: cookies are not used here) */
                    "Access-Control-Allow-Origin": "*";
                    /** @description The methods a browser may send */
                    "Access-Control-Allow-Methods": "POST, OPTIONS";
                    /** @description The request headers a browser may send (a JSON body) */
                    "Access-Control-Allow-Headers": "content-type";
                    /** @description Seconds a browser may keep the preflight answer */
                    "Access-Control-Max-Age": 600;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        updateAvailable: boolean;
                        latest: {
                            version: string;
                            publishedAt: string;
                            notes: string;
                        } | null;
                        entitledLatest: {
                            version: string;
                            publishedAt: string;
                            notes: string;
                        } | null;
                        updatesUntil: string | null;
                        download: {
                            url: string;
                            expiresAt: string;
                        } | null;
                    };
                };
            };
            /** @description The request was refused: the reason is in `error`. */
            400: {
                headers: {
                    /** @description Any origin may call (without credentials: cookies are not used here) */
                    "Access-Control-Allow-Origin": "*";
                    /** @description The methods a browser may send */
                    "Access-Control-Allow-Methods": "POST, OPTIONS";
                    /** @description The request headers a browser may send (a JSON body) */
                    "Access-Control-Allow-Headers": "content-type";
                    /** @description Seconds a browser may keep the preflight answer */
                    "Access-Control-Max-Age": 600;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "VALID" | "NOT_FOUND" | "REVOKED" | "EXPIRED" | "DISABLED" | "INSTANCE_NOT_FOUND" | "TOO_MANY_INSTANCES" | "RATE_LIMITED" | "INVALID_REQUEST";
                    };
                };
            };
            /** @description The request was refused: the reason is in `error`. */
            403: {
                headers: {
                    /** @description Any origin may call (without credentials: cookies are not used here) */
                    "Access-Control-Allow-Origin": "*";
                    /** @description The methods a browser may send */
                    "Access-Control-Allow-Methods": "POST, OPTIONS";
                    /** @description The request headers a browser may send (a JSON body) */
                    "Access-Control-Allow-Headers": "content-type";
                    /** @description Seconds a browser may keep the preflight answer */
                    "Access-Control-Max-Age": 600;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "VALID" | "NOT_FOUND" | "REVOKED" | "EXPIRED" | "DISABLED" | "INSTANCE_NOT_FOUND" | "TOO_MANY_INSTANCES" | "RATE_LIMITED" | "INVALID_REQUEST";
                    };
                };
            };
            /** @description The request was refused: the reason is in `error`. */
            404: {
                headers: {
                    /** @description Any origin may call (without credentials: cookies are not used here) */
                    "Access-Control-Allow-Origin": "*";
                    /** @description The methods a browser may send */
                    "Access-Control-Allow-Methods": "POST, OPTIONS";
                    /** @description The request headers a browser may send (a JSON body) */
                    "Access-Control-Allow-Headers": "content-type";
                    /** @description Seconds a browser may keep the preflight answer */
                    "Access-Control-Max-Age": 600;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "VALID" | "NOT_FOUND" | "REVOKED" | "EXPIRED" | "DISABLED" | "INSTANCE_NOT_FOUND" | "TOO_MANY_INSTANCES" | "RATE_LIMITED" | "INVALID_REQUEST";
                    };
                };
            };
            /** @description The request was refused: the reason is in `error`. */
            409: {
                headers: {
                    /** @description Any origin may call (without credentials: cookies are not used here) */
                    "Access-Control-Allow-Origin": "*";
                    /** @description The methods a browser may send */
                    "Access-Control-Allow-Methods": "POST, OPTIONS";
                    /** @description The request headers a browser may send (a JSON body) */
                    "Access-Control-Allow-Headers": "content-type";
                    /** @description Seconds a browser may keep the preflight answer */
                    "Access-Control-Max-Age": 600;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "VALID" | "NOT_FOUND" | "REVOKED" | "EXPIRED" | "DISABLED" | "INSTANCE_NOT_FOUND" | "TOO_MANY_INSTANCES" | "RATE_LIMITED" | "INVALID_REQUEST";
                    };
                };
            };
            /** @description The request was refused: the reason is in `error`. */
            429: {
                headers: {
                    /** @description How many seconds to wait before trying again. */
                    "Retry-After"?: number;
                    /** @description Any origin may call (without credentials: cookies are not used here) */
                    "Access-Control-Allow-Origin": "*";
                    /** @description The methods a browser may send */
                    "Access-Control-Allow-Methods": "POST, OPTIONS";
                    /** @description The request headers a browser may send (a JSON body) */
                    "Access-Control-Allow-Headers": "content-type";
                    /** @description Seconds a browser may keep the preflight answer */
                    "Access-Control-Max-Age": 600;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "VALID" | "NOT_FOUND" | "REVOKED" | "EXPIRED" | "DISABLED" | "INSTANCE_NOT_FOUND" | "TOO_MANY_INSTANCES" | "RATE_LIMITED" | "INVALID_REQUEST";
                    };
                };
            };
            /** @description The request was refused: the reason is in `error`. */
            "4XX": {
                headers: {
                    /** @description Any origin may call (without credentials: cookies are not used here) */
                    "Access-Control-Allow-Origin": "*";
                    /** @description The methods a browser may send */
                    "Access-Control-Allow-Methods": "POST, OPTIONS";
                    /** @description The request headers a browser may send (a JSON body) */
                    "Access-Control-Allow-Headers": "content-type";
                    /** @description Seconds a browser may keep the preflight answer */
                    "Access-Control-Max-Age": 600;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    preflightUpgradeLicenseKey: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Allowed: the Access-Control-* headers say how; no body */
            204: {
                headers: {
                    /** @description Any origin may call (without credentials: cookies are not used here) */
                    "Access-Control-Allow-Origin": "*";
                    /** @description The methods a browser may send */
                    "Access-Control-Allow-Methods": "POST, OPTIONS";
                    /** @description The request headers a browser may send (a JSON body) */
                    "Access-Control-Allow-Headers": "content-type";
                    /** @description Seconds a browser may keep the preflight answer */
                    "Access-Control-Max-Age": 600;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request was refused: the reason is in `error`. */
            "4XX": {
                headers: {
                    /** @description Any origin may call (without credentials: cookies are not used here) */
                    "Access-Control-Allow-Origin": "*";
                    /** @description The methods a browser may send */
                    "Access-Control-Allow-Methods": "POST, OPTIONS";
                    /** @description The request headers a browser may send (a JSON body) */
                    "Access-Control-Allow-Headers": "content-type";
                    /** @description Seconds a browser may keep the preflight answer */
                    "Access-Control-Max-Age": 600;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    getLicenseKeySettings: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The project's key settings and its keys, masked (the author) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        settings: {
                            enabled: boolean;
                            activationLimit: number | null;
                            validityDays: number | null;
                            freeClaims: boolean;
                            certificateDays: number;
                        };
                        keys: {
                            licenseId: string;
                            maskedKey: string;
                            buyer: string;
                            /** @enum {string} */
                            kind: "free" | "paid";
                            /** @enum {string} */
                            status: "active" | "revoked" | "expired" | "disabled";
                            issuedAt: string;
                            expiresAt: string | null;
                            activations: {
                                used: number;
                                limit: number | null;
                            };
                        }[];
                    };
                };
            };
            /** @description No signed-in user: no credential (`WWW-Authenticate: Bearer`), or a Bearer token that is unknown, revoked or expired (`WWW-Authenticate: Bearer error="invalid_token"`). */
            401: {
                headers: {
                    /** @description The authentication challenge (RFC 6750 §3). */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description Refused to a personal access token without the scope licenses:read or licenses:write: `WWW-Authenticate: Bearer error="insufficient_scope", scope="licenses:read licenses:write"`; or refused to this user (not theirs, not an admin). */
            403: {
                headers: {
                    /** @description Present when a Bearer token was refused (RFC 6750 §3.1). */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description The request was refused: the reason is in `error`. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    updateLicenseKeySettings: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    enabled: boolean;
                    activationLimit: number | null;
                    validityDays: number | null;
                    freeClaims?: boolean;
                    certificateDays?: number;
                };
            };
        };
        responses: {
            /** @description Turn license keys on or off and set their terms (the author) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        settings: {
                            enabled: boolean;
                            activationLimit: number | null;
                            validityDays: number | null;
                            freeClaims: boolean;
                            certificateDays: number;
                        };
                    };
                };
            };
            /** @description No signed-in user: no credential (`WWW-Authenticate: Bearer`), or a Bearer token that is unknown, revoked or expired (`WWW-Authenticate: Bearer error="invalid_token"`). */
            401: {
                headers: {
                    /** @description The authentication challenge (RFC 6750 §3). */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description Refused to a personal access token without the scope licenses:write: `WWW-Authenticate: Bearer error="insufficient_scope", scope="licenses:write"`; or refused to this user (not theirs, not an admin). */
            403: {
                headers: {
                    /** @description Present when a Bearer token was refused (RFC 6750 §3.1). */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description The request was refused: the reason is in `error`. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    revokeLicenseKey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                licenseId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Revoke one license key (the author) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        key: {
                            licenseId: string;
                            maskedKey: string;
                            buyer: string;
                            /** @enum {string} */
                            kind: "free" | "paid";
                            /** @enum {string} */
                            status: "active" | "revoked" | "expired" | "disabled";
                            issuedAt: string;
                            expiresAt: string | null;
                            activations: {
                                used: number;
                                limit: number | null;
                            };
                        };
                    };
                };
            };
            /** @description No signed-in user: no credential (`WWW-Authenticate: Bearer`), or a Bearer token that is unknown, revoked or expired (`WWW-Authenticate: Bearer error="invalid_token"`). */
            401: {
                headers: {
                    /** @description The authentication challenge (RFC 6750 §3). */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description Refused to a personal access token without the scope licenses:write: `WWW-Authenticate: Bearer error="insufficient_scope", scope="licenses:write"`; or refused to this user (not theirs, not an admin). */
            403: {
                headers: {
                    /** @description Present when a Bearer token was refused (RFC 6750 §3.1). */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description The request was refused: the reason is in `error`. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    resetActivations: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                licenseId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Remove every activation of a license key (the author) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        key: {
                            licenseId: string;
                            maskedKey: string;
                            buyer: string;
                            /** @enum {string} */
                            kind: "free" | "paid";
                            /** @enum {string} */
                            status: "active" | "revoked" | "expired" | "disabled";
                            issuedAt: string;
                            expiresAt: string | null;
                            activations: {
                                used: number;
                                limit: number | null;
                            };
                        };
                    };
                };
            };
            /** @description No signed-in user: no credential (`WWW-Authenticate: Bearer`), or a Bearer token that is unknown, revoked or expired (`WWW-Authenticate: Bearer error="invalid_token"`). */
            401: {
                headers: {
                    /** @description The authentication challenge (RFC 6750 §3). */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description Refused to a personal access token without the scope licenses:write: `WWW-Authenticate: Bearer error="insufficient_scope", scope="licenses:write"`; or refused to this user (not theirs, not an admin). */
            403: {
                headers: {
                    /** @description Present when a Bearer token was refused (RFC 6750 §3.1). */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description The request was refused: the reason is in `error`. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    getLicensePublicKeys: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The public keys that verify the project's license certificates (PEM and JWK) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        current: {
                            id: string;
                            pem: string;
                            jwk: {
                                /** @enum {string} */
                                kty: "OKP";
                                /** @enum {string} */
                                crv: "Ed25519";
                                x: string;
                                kid: string;
                            };
                            current: boolean;
                            createdAt: string;
                        };
                        keys: {
                            id: string;
                            pem: string;
                            jwk: {
                                /** @enum {string} */
                                kty: "OKP";
                                /** @enum {string} */
                                crv: "Ed25519";
                                x: string;
                                kid: string;
                            };
                            current: boolean;
                            createdAt: string;
                        }[];
                    };
                };
            };
            /** @description The request was refused: the reason is in `error`. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    getLicenseRevocations: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The signed revocation list (docs/license-certificates.md#revocation-list) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description Too many requests: wait for Retry-After. */
            429: {
                headers: {
                    /** @description How many seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description The request was refused: the reason is in `error`. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    getLicenseCertificate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The certificate (docs/license-certificates.md) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description No signed-in user: no credential (`WWW-Authenticate: Bearer`), or a Bearer token that is unknown, revoked or expired (`WWW-Authenticate: Bearer error="invalid_token"`). */
            401: {
                headers: {
                    /** @description The authentication challenge (RFC 6750 §3). */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description Refused to a personal access token, since this operation needs a signed-in session: `WWW-Authenticate: Bearer error="insufficient_scope"`; or refused to this user (not theirs, not an admin). */
            403: {
                headers: {
                    /** @description Present when a Bearer token was refused (RFC 6750 §3.1). */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description The request was refused: the reason is in `error`. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    listKeyInstances: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Where the license's key is activated, and its limit (the holder) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        instances: {
                            id: string;
                            name: string;
                            fingerprint: string | null;
                            activatedAt: string;
                        }[];
                        limit: number | null;
                    };
                };
            };
            /** @description No signed-in user: no credential (`WWW-Authenticate: Bearer`), or a Bearer token that is unknown, revoked or expired (`WWW-Authenticate: Bearer error="invalid_token"`). */
            401: {
                headers: {
                    /** @description The authentication challenge (RFC 6750 §3). */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description Refused to a personal access token, since this operation needs a signed-in session: `WWW-Authenticate: Bearer error="insufficient_scope"`; or refused to this user (not theirs, not an admin). */
            403: {
                headers: {
                    /** @description Present when a Bearer token was refused (RFC 6750 §3.1). */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description The request was refused: the reason is in `error`. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    freeKeyInstance: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                instanceId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Free one instance of the license's key (the holder); answers the ones left */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        instances: {
                            id: string;
                            name: string;
                            fingerprint: string | null;
                            activatedAt: string;
                        }[];
                        limit: number | null;
                    };
                };
            };
            /** @description No signed-in user: no credential (`WWW-Authenticate: Bearer`), or a Bearer token that is unknown, revoked or expired (`WWW-Authenticate: Bearer error="invalid_token"`). */
            401: {
                headers: {
                    /** @description The authentication challenge (RFC 6750 §3). */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description Refused to a personal access token, since this operation needs a signed-in session: `WWW-Authenticate: Bearer error="insufficient_scope"`; or refused to this user (not theirs, not an admin). */
            403: {
                headers: {
                    /** @description Present when a Bearer token was refused (RFC 6750 §3.1). */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description The request was refused: the reason is in `error`. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    listSigningKeys: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The signed-in seller's certificate signing keys */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        keys: {
                            id: string;
                            pem: string;
                            jwk: {
                                /** @enum {string} */
                                kty: "OKP";
                                /** @enum {string} */
                                crv: "Ed25519";
                                x: string;
                                kid: string;
                            };
                            current: boolean;
                            createdAt: string;
                            revokedAt: string | null;
                        }[];
                    };
                };
            };
            /** @description No signed-in user: no credential (`WWW-Authenticate: Bearer`), or a Bearer token that is unknown, revoked or expired (`WWW-Authenticate: Bearer error="invalid_token"`). */
            401: {
                headers: {
                    /** @description The authentication challenge (RFC 6750 §3). */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description Refused to a personal access token without the scope licenses:read or licenses:write: `WWW-Authenticate: Bearer error="insufficient_scope", scope="licenses:read licenses:write"`; or refused to this user (not theirs, not an admin). */
            403: {
                headers: {
                    /** @description Present when a Bearer token was refused (RFC 6750 §3.1). */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description The request was refused: the reason is in `error`. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    rotateSigningKey: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Make a new current signing key (old certificates verify until revoked) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        keys: {
                            id: string;
                            pem: string;
                            jwk: {
                                /** @enum {string} */
                                kty: "OKP";
                                /** @enum {string} */
                                crv: "Ed25519";
                                x: string;
                                kid: string;
                            };
                            current: boolean;
                            createdAt: string;
                            revokedAt: string | null;
                        }[];
                    };
                };
            };
            /** @description No signed-in user: no credential (`WWW-Authenticate: Bearer`), or a Bearer token that is unknown, revoked or expired (`WWW-Authenticate: Bearer error="invalid_token"`). */
            401: {
                headers: {
                    /** @description The authentication challenge (RFC 6750 §3). */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description Refused to a personal access token without the scope licenses:write: `WWW-Authenticate: Bearer error="insufficient_scope", scope="licenses:write"`; or refused to this user (not theirs, not an admin). */
            403: {
                headers: {
                    /** @description Present when a Bearer token was refused (RFC 6750 §3.1). */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description The request was refused: the reason is in `error`. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    revokeSigningKey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                keyId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Revoke an old signing key: its certificates no longer verify */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        keys: {
                            id: string;
                            pem: string;
                            jwk: {
                                /** @enum {string} */
                                kty: "OKP";
                                /** @enum {string} */
                                crv: "Ed25519";
                                x: string;
                                kid: string;
                            };
                            current: boolean;
                            createdAt: string;
                            revokedAt: string | null;
                        }[];
                    };
                };
            };
            /** @description No signed-in user: no credential (`WWW-Authenticate: Bearer`), or a Bearer token that is unknown, revoked or expired (`WWW-Authenticate: Bearer error="invalid_token"`). */
            401: {
                headers: {
                    /** @description The authentication challenge (RFC 6750 §3). */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description Refused to a personal access token without the scope licenses:write: `WWW-Authenticate: Bearer error="insufficient_scope", scope="licenses:write"`; or refused to this user (not theirs, not an admin). */
            403: {
                headers: {
                    /** @description Present when a Bearer token was refused (RFC 6750 §3.1). */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description The request was refused: the reason is in `error`. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    downloadLicenseCode: {
        parameters: {
            query?: {
                release?: string;
                ref?: string;
                format?: "zip" | "tar.gz";
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Download the code of a license (a release, by default the latest it is entitled to): a redirect to a five-minute link (JSON with Accept: application/json) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        url: string;
                        expiresAt: string;
                        file?: {
                            version: string;
                            name: string;
                            size: number;
                            sha256: string;
                        } | null;
                        remainingToday: number;
                    };
                };
            };
            /** @description Location: the download link */
            302: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No signed-in user: no credential (`WWW-Authenticate: Bearer`), or a Bearer token that is unknown, revoked or expired (`WWW-Authenticate: Bearer error="invalid_token"`). */
            401: {
                headers: {
                    /** @description The authentication challenge (RFC 6750 §3). */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description Refused to a personal access token, since this operation needs a signed-in session: `WWW-Authenticate: Bearer error="insufficient_scope"`; or refused to this user (not theirs, not an admin). */
            403: {
                headers: {
                    /** @description Present when a Bearer token was refused (RFC 6750 §3.1). */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description GitHub is limiting requests: try again after Retry-After */
            429: {
                headers: {
                    /** @description How many seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description GitHub is not configured on this server, or cannot be reached */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description The request was refused: the reason is in `error`. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    serveDownload: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The archive */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/zip": string;
                    "application/gzip": string;
                };
            };
            /** @description GitHub is limiting requests: try again after Retry-After */
            429: {
                headers: {
                    /** @description How many seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description GitHub is not configured on this server, or cannot be reached */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description The request was refused: the reason is in `error`. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    listProjectReleases: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The project's releases, newest first, and what the viewer may download (every visitor) */
            200: {
                headers: {
                    /** @description The version of this answer: send it in If-None-Match to get a 304 when unchanged. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        releases: {
                            id: string;
                            version: string;
                            notes: string;
                            notesHtml: string;
                            publishedAt: string;
                            backdatedTo: string | null;
                            yanked: boolean;
                            /** @enum {string} */
                            source: "upload" | "github_tag" | "github_release";
                            githubTag: string | null;
                            files: {
                                name: string;
                                size: number;
                                sha256: string;
                                downloadable: boolean;
                            }[];
                            entitled: boolean | null;
                        }[];
                        licenseId: string | null;
                        updatesUntil: string | null;
                        canManage: boolean;
                        /** @enum {string} */
                        archives: "available" | "github_not_configured" | "no_repository";
                    };
                };
            };
            /** @description Not modified: If-None-Match names the current ETag; no body */
            304: {
                headers: {
                    /** @description The version of this answer: send it in If-None-Match to get a 304 when unchanged. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request was refused: the reason is in `error`. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    publishRelease: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** @description A semantic version (a leading v is dropped) */
                    version: string;
                    /** @description Markdown */
                    notes?: string;
                    /** @description A moment in the past (date or date-time) the release counts from */
                    backdatedTo?: string;
                    /**
                     * Format: binary
                     * @description multipart/form-data: the zip or tar.gz archive
                     */
                    file?: string;
                    /** @description application/json: a tag of the project's GitHub repository */
                    githubTag?: string;
                };
                "application/json": {
                    /** @description A semantic version (a leading v is dropped) */
                    version: string;
                    /** @description Markdown */
                    notes?: string;
                    /** @description A moment in the past (date or date-time) the release counts from */
                    backdatedTo?: string;
                    /**
                     * Format: binary
                     * @description multipart/form-data: the zip or tar.gz archive
                     */
                    file?: string;
                    /** @description application/json: a tag of the project's GitHub repository */
                    githubTag?: string;
                };
            };
        };
        responses: {
            /** @description Publish a release (author): upload a zip or tar.gz (multipart), or name a GitHub tag (JSON) */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        release: {
                            id: string;
                            version: string;
                            notes: string;
                            notesHtml: string;
                            publishedAt: string;
                            backdatedTo: string | null;
                            yanked: boolean;
                            /** @enum {string} */
                            source: "upload" | "github_tag" | "github_release";
                            githubTag: string | null;
                            files: {
                                name: string;
                                size: number;
                                sha256: string;
                                downloadable: boolean;
                            }[];
                            entitled: boolean | null;
                        };
                    };
                };
            };
            /** @description No signed-in user: no credential (`WWW-Authenticate: Bearer`), or a Bearer token that is unknown, revoked or expired (`WWW-Authenticate: Bearer error="invalid_token"`). */
            401: {
                headers: {
                    /** @description The authentication challenge (RFC 6750 §3). */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description Refused to a personal access token, since this operation needs a signed-in session: `WWW-Authenticate: Bearer error="insufficient_scope"`; or refused to this user (not theirs, not an admin). */
            403: {
                headers: {
                    /** @description Present when a Bearer token was refused (RFC 6750 §3.1). */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description This project already has a release with this version */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description GitHub is limiting requests: try again after Retry-After */
            429: {
                headers: {
                    /** @description How many seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description GitHub is not configured on this server */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description The request was refused: the reason is in `error`. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    syncReleases: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Add the repository's new GitHub releases now (author) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        added: string[];
                        skipped?: string[];
                        releases: {
                            id: string;
                            version: string;
                            notes: string;
                            notesHtml: string;
                            publishedAt: string;
                            backdatedTo: string | null;
                            yanked: boolean;
                            /** @enum {string} */
                            source: "upload" | "github_tag" | "github_release";
                            githubTag: string | null;
                            files: {
                                name: string;
                                size: number;
                                sha256: string;
                                downloadable: boolean;
                            }[];
                            entitled: boolean | null;
                        }[];
                    };
                };
            };
            /** @description No signed-in user: no credential (`WWW-Authenticate: Bearer`), or a Bearer token that is unknown, revoked or expired (`WWW-Authenticate: Bearer error="invalid_token"`). */
            401: {
                headers: {
                    /** @description The authentication challenge (RFC 6750 §3). */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description Refused to a personal access token, since this operation needs a signed-in session: `WWW-Authenticate: Bearer error="insufficient_scope"`; or refused to this user (not theirs, not an admin). */
            403: {
                headers: {
                    /** @description Present when a Bearer token was refused (RFC 6750 §3.1). */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description GitHub is limiting requests: try again after Retry-After */
            429: {
                headers: {
                    /** @description How many seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description GitHub is not configured on this server */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description The request was refused: the reason is in `error`. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    yankRelease: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                releaseId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Yank a release (author): gone from lists and new downloads, kept in history */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        release: {
                            id: string;
                            version: string;
                            notes: string;
                            notesHtml: string;
                            publishedAt: string;
                            backdatedTo: string | null;
                            yanked: boolean;
                            /** @enum {string} */
                            source: "upload" | "github_tag" | "github_release";
                            githubTag: string | null;
                            files: {
                                name: string;
                                size: number;
                                sha256: string;
                                downloadable: boolean;
                            }[];
                            entitled: boolean | null;
                        };
                    };
                };
            };
            /** @description No signed-in user: no credential (`WWW-Authenticate: Bearer`), or a Bearer token that is unknown, revoked or expired (`WWW-Authenticate: Bearer error="invalid_token"`). */
            401: {
                headers: {
                    /** @description The authentication challenge (RFC 6750 §3). */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description Refused to a personal access token, since this operation needs a signed-in session: `WWW-Authenticate: Bearer error="insufficient_scope"`; or refused to this user (not theirs, not an admin). */
            403: {
                headers: {
                    /** @description Present when a Bearer token was refused (RFC 6750 §3.1). */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description The request was refused: the reason is in `error`. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    downloadOwnRelease: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                releaseId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The release file */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/zip": string;
                    "application/gzip": string;
                };
            };
            /** @description No signed-in user: no credential (`WWW-Authenticate: Bearer`), or a Bearer token that is unknown, revoked or expired (`WWW-Authenticate: Bearer error="invalid_token"`). */
            401: {
                headers: {
                    /** @description The authentication challenge (RFC 6750 §3). */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description Refused to a personal access token, since this operation needs a signed-in session: `WWW-Authenticate: Bearer error="insufficient_scope"`; or refused to this user (not theirs, not an admin). */
            403: {
                headers: {
                    /** @description Present when a Bearer token was refused (RFC 6750 §3.1). */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description The request was refused: the reason is in `error`. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    createPaymentIntent: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    projectId: string;
                    discountCode?: string | null;
                    amount?: number | null;
                    billingCountry?: ("" | string) | null;
                    vatId?: string | null;
                };
            };
        };
        responses: {
            /** @description Start paying for a license; the server prices it */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        clientSecret: string;
                        paymentIntentId: string;
                        /** @enum {string} */
                        provider: "test" | "stripe";
                        publishableKey: string | null;
                        amount: {
                            listPrice: number;
                            discount: number;
                            price: number;
                            fee: number;
                            tax: number;
                            total: number;
                            currency: string;
                            listPriceCents: number;
                            discountCents: number;
                            priceCents: number;
                            feeCents: number;
                            taxCents: number;
                            totalCents: number;
                            discountCode: string | null;
                        };
                    };
                };
            };
            /** @description The request was refused: the reason is in `error`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description No signed-in user: no credential (`WWW-Authenticate: Bearer`), or a Bearer token that is unknown, revoked or expired (`WWW-Authenticate: Bearer error="invalid_token"`). */
            401: {
                headers: {
                    /** @description The authentication challenge (RFC 6750 §3). */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description Refused to a personal access token, since this operation needs a signed-in session: `WWW-Authenticate: Bearer error="insufficient_scope"`; or refused to this user (not theirs, not an admin). */
            403: {
                headers: {
                    /** @description Present when a Bearer token was refused (RFC 6750 §3.1). */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description The request was refused: the reason is in `error`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description The request was refused: the reason is in `error`. */
            429: {
                headers: {
                    /** @description How many seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description The payment provider could not complete the request */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description Payments are not configured on this server */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description The request was refused: the reason is in `error`. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    confirmPayment: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    paymentIntentId: string;
                };
            };
        };
        responses: {
            /** @description The license of the buyer's succeeded payment (idempotent) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        license: {
                            _id: string;
                            id: string;
                            /** @enum {string} */
                            kind: "free" | "paid";
                            isActive: boolean;
                            purchaseDate: string;
                            githubAccess: {
                                repositoryFullName: string | null;
                                accessGranted: boolean;
                                invitationSent: boolean;
                                state?: ("waiting_for_github" | "queued" | "invited" | "active" | "invitation_expired" | "failed" | "revoked") | null;
                            };
                            licenseKey?: string | null;
                            updatesUntil?: string | null;
                        };
                    };
                };
            };
            /** @description No signed-in user: no credential (`WWW-Authenticate: Bearer`), or a Bearer token that is unknown, revoked or expired (`WWW-Authenticate: Bearer error="invalid_token"`). */
            401: {
                headers: {
                    /** @description The authentication challenge (RFC 6750 §3). */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description Refused to a personal access token, since this operation needs a signed-in session: `WWW-Authenticate: Bearer error="insufficient_scope"`; or refused to this user (not theirs, not an admin). */
            403: {
                headers: {
                    /** @description Present when a Bearer token was refused (RFC 6750 §3.1). */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description The payment provider could not complete the request */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description Payments are not configured on this server */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description The request was refused: the reason is in `error`. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    confirmTestPayment: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    paymentIntentId: string;
                    cardNumber: string;
                };
            };
        };
        responses: {
            /** @description Test processor: pay an intent with a test card (402 when declined) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        paymentIntentId: string;
                        /** @enum {string} */
                        status: "requires_payment_method" | "succeeded" | "canceled" | "refunded";
                    };
                };
            };
            /** @description No signed-in user: no credential (`WWW-Authenticate: Bearer`), or a Bearer token that is unknown, revoked or expired (`WWW-Authenticate: Bearer error="invalid_token"`). */
            401: {
                headers: {
                    /** @description The authentication challenge (RFC 6750 §3). */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description Refused to a personal access token, since this operation needs a signed-in session: `WWW-Authenticate: Bearer error="insufficient_scope"`; or refused to this user (not theirs, not an admin). */
            403: {
                headers: {
                    /** @description Present when a Bearer token was refused (RFC 6750 §3.1). */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description The payment provider could not complete the request */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description Payments are not configured on this server */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description The request was refused: the reason is in `error`. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    createCheckout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    items?: {
                        /** Format: uuid */
                        projectId?: string;
                        /** Format: uuid */
                        renewalOf?: string;
                        amount?: number | null;
                    }[];
                    /** Format: uuid */
                    bundleId?: string;
                    discountCodes?: string[];
                    billingCountry?: ("" | string) | null;
                    vatId?: string | null;
                    consentToImmediateDelivery?: boolean;
                };
            };
        };
        responses: {
            /** @description Check out the cart, a bundle or named items in one payment */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        checkoutId: string;
                        paymentIntentId: string;
                        clientSecret: string;
                        /** @enum {string} */
                        provider: "test" | "stripe";
                        publishableKey: string | null;
                        lines: {
                            projectId: string;
                            title: string;
                            listPrice: number;
                            discount: number;
                            price: number;
                            fee: number;
                            discountCode: string | null;
                            renewalOf?: string | null;
                        }[];
                        listPrice: number;
                        discount: number;
                        price: number;
                        fee: number;
                        tax: number;
                        total: number;
                        currency: string;
                    };
                };
            };
            /** @description The request was refused: the reason is in `error`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description No signed-in user: no credential (`WWW-Authenticate: Bearer`), or a Bearer token that is unknown, revoked or expired (`WWW-Authenticate: Bearer error="invalid_token"`). */
            401: {
                headers: {
                    /** @description The authentication challenge (RFC 6750 §3). */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description Refused to a personal access token, since this operation needs a signed-in session: `WWW-Authenticate: Bearer error="insufficient_scope"`; or refused to this user (not theirs, not an admin). */
            403: {
                headers: {
                    /** @description Present when a Bearer token was refused (RFC 6750 §3.1). */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description The request was refused: the reason is in `error`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description The request was refused: the reason is in `error`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description The request was refused: the reason is in `error`. */
            429: {
                headers: {
                    /** @description How many seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description The payment provider could not complete the request */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description Payments are not configured on this server */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description The request was refused: the reason is in `error`. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    confirmCheckout: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                checkoutId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The order of the buyer's paid checkout (idempotent) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        order: {
                            id: string;
                            number: string;
                            items: {
                                projectId: string;
                                title: string;
                                licenseId: string | null;
                                total: number;
                                status: string;
                                renewedUntil?: string | null;
                            }[];
                            total: number;
                            currency: string;
                            paidAt: string;
                            consentedAt: string | null;
                            bundleId: string | null;
                        };
                    };
                };
            };
            /** @description The request was refused: the reason is in `error`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description No signed-in user: no credential (`WWW-Authenticate: Bearer`), or a Bearer token that is unknown, revoked or expired (`WWW-Authenticate: Bearer error="invalid_token"`). */
            401: {
                headers: {
                    /** @description The authentication challenge (RFC 6750 §3). */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description Refused to a personal access token, since this operation needs a signed-in session: `WWW-Authenticate: Bearer error="insufficient_scope"`; or refused to this user (not theirs, not an admin). */
            403: {
                headers: {
                    /** @description Present when a Bearer token was refused (RFC 6750 §3.1). */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description The request was refused: the reason is in `error`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description The request was refused: the reason is in `error`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description The payment provider could not complete the request */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description Payments are not configured on this server */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description The request was refused: the reason is in `error`. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    listOrders: {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The buyer's orders, newest first */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        orders: {
                            id: string;
                            number: string;
                            items: {
                                projectId: string;
                                title: string;
                                licenseId: string | null;
                                total: number;
                                status: string;
                                renewedUntil?: string | null;
                            }[];
                            total: number;
                            currency: string;
                            paidAt: string;
                            consentedAt: string | null;
                            bundleId: string | null;
                        }[];
                        pagination: {
                            currentPage: number;
                            totalPages: number;
                            total: number;
                            limit: number;
                            hasNext: boolean;
                            hasPrev: boolean;
                        };
                    };
                };
            };
            /** @description No signed-in user: no credential (`WWW-Authenticate: Bearer`), or a Bearer token that is unknown, revoked or expired (`WWW-Authenticate: Bearer error="invalid_token"`). */
            401: {
                headers: {
                    /** @description The authentication challenge (RFC 6750 §3). */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description Refused to a personal access token, since this operation needs a signed-in session: `WWW-Authenticate: Bearer error="insufficient_scope"`; or refused to this user (not theirs, not an admin). */
            403: {
                headers: {
                    /** @description Present when a Bearer token was refused (RFC 6750 §3.1). */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description The request was refused: the reason is in `error`. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    getOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One of the buyer's orders with its lines and licenses */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        order: {
                            id: string;
                            number: string;
                            items: {
                                projectId: string;
                                title: string;
                                licenseId: string | null;
                                total: number;
                                status: string;
                                renewedUntil?: string | null;
                            }[];
                            total: number;
                            currency: string;
                            paidAt: string;
                            consentedAt: string | null;
                            bundleId: string | null;
                        };
                    };
                };
            };
            /** @description No signed-in user: no credential (`WWW-Authenticate: Bearer`), or a Bearer token that is unknown, revoked or expired (`WWW-Authenticate: Bearer error="invalid_token"`). */
            401: {
                headers: {
                    /** @description The authentication challenge (RFC 6750 §3). */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description Refused to a personal access token, since this operation needs a signed-in session: `WWW-Authenticate: Bearer error="insufficient_scope"`; or refused to this user (not theirs, not an admin). */
            403: {
                headers: {
                    /** @description Present when a Bearer token was refused (RFC 6750 §3.1). */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description The request was refused: the reason is in `error`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description The request was refused: the reason is in `error`. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    getOrderReceipt: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One receipt for the buyer's order, a line per item */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        orderId: string;
                        number: string;
                        orderNumber: string;
                        issuedAt: string;
                        paidAt: string;
                        sellerOfRecord: {
                            name: string;
                            address: string;
                            taxId: string;
                        };
                        buyer: {
                            name: string;
                            email: string;
                        };
                        billingCountry: string | null;
                        billingCountryName: string | null;
                        vatId: string | null;
                        items: {
                            projectId: string;
                            title: string;
                            sellerName: string;
                            licenseId: string | null;
                            receiptNumber: string | null;
                            total: number;
                            /** @enum {string} */
                            status: "paid" | "refunded" | "refused";
                            refundedAt: string | null;
                            updatesNote?: string | null;
                        }[];
                        lines: {
                            /** @enum {string} */
                            kind: "item" | "discount" | "fee" | "tax";
                            label: string;
                            amount: number;
                            amountCents: number;
                        }[];
                        total: number;
                        refunded: number;
                        currency: string;
                        taxNote: string;
                        paymentMethod: string;
                        paymentReference: string;
                        consentedAt: string | null;
                        consentText: string | null;
                        /** @enum {string} */
                        status: "paid" | "partly_refunded" | "refunded";
                    };
                };
            };
            /** @description No signed-in user: no credential (`WWW-Authenticate: Bearer`), or a Bearer token that is unknown, revoked or expired (`WWW-Authenticate: Bearer error="invalid_token"`). */
            401: {
                headers: {
                    /** @description The authentication challenge (RFC 6750 §3). */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description Refused to a personal access token, since this operation needs a signed-in session: `WWW-Authenticate: Bearer error="insufficient_scope"`; or refused to this user (not theirs, not an admin). */
            403: {
                headers: {
                    /** @description Present when a Bearer token was refused (RFC 6750 §3.1). */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description The request was refused: the reason is in `error`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description The request was refused: the reason is in `error`. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    getOrderReceiptPdf: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The receipt as a PDF */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            /** @description No signed-in user: no credential (`WWW-Authenticate: Bearer`), or a Bearer token that is unknown, revoked or expired (`WWW-Authenticate: Bearer error="invalid_token"`). */
            401: {
                headers: {
                    /** @description The authentication challenge (RFC 6750 §3). */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description Refused to a personal access token, since this operation needs a signed-in session: `WWW-Authenticate: Bearer error="insufficient_scope"`; or refused to this user (not theirs, not an admin). */
            403: {
                headers: {
                    /** @description Present when a Bearer token was refused (RFC 6750 §3.1). */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description The request was refused: the reason is in `error`. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    getPaymentsConfig: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Which payment provider runs, and its publishable key */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        provider: ("test" | "stripe") | null;
                        publishableKey: string | null;
                        enabled: boolean;
                    };
                };
            };
            /** @description The request was refused: the reason is in `error`. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    completeTestOnboarding: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Test processor: finish the signed-in seller's onboarding */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        hasAccount: boolean;
                        detailsSubmitted: boolean;
                        chargesEnabled: boolean;
                        provider: ("test" | "stripe") | null;
                    };
                };
            };
            /** @description No signed-in user: no credential (`WWW-Authenticate: Bearer`), or a Bearer token that is unknown, revoked or expired (`WWW-Authenticate: Bearer error="invalid_token"`). */
            401: {
                headers: {
                    /** @description The authentication challenge (RFC 6750 §3). */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description Refused to a personal access token, since this operation needs a signed-in session: `WWW-Authenticate: Bearer error="insufficient_scope"`; or refused to this user (not theirs, not an admin). */
            403: {
                headers: {
                    /** @description Present when a Bearer token was refused (RFC 6750 §3.1). */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description The payment provider could not complete the request */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description Payments are not configured on this server */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description The request was refused: the reason is in `error`. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    getPaymentAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The signed-in seller's payment account */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        hasAccount: boolean;
                        detailsSubmitted: boolean;
                        chargesEnabled: boolean;
                        provider: ("test" | "stripe") | null;
                    };
                };
            };
            /** @description No signed-in user: no credential (`WWW-Authenticate: Bearer`), or a Bearer token that is unknown, revoked or expired (`WWW-Authenticate: Bearer error="invalid_token"`). */
            401: {
                headers: {
                    /** @description The authentication challenge (RFC 6750 §3). */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description Refused to a personal access token, since this operation needs a signed-in session: `WWW-Authenticate: Bearer error="insufficient_scope"`; or refused to this user (not theirs, not an admin). */
            403: {
                headers: {
                    /** @description Present when a Bearer token was refused (RFC 6750 §3.1). */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description The payment provider could not complete the request */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description The request was refused: the reason is in `error`. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    createPaymentAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Create the seller payment account (once) and return where to onboard */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        onboardingUrl: string;
                    };
                };
            };
            /** @description No signed-in user: no credential (`WWW-Authenticate: Bearer`), or a Bearer token that is unknown, revoked or expired (`WWW-Authenticate: Bearer error="invalid_token"`). */
            401: {
                headers: {
                    /** @description The authentication challenge (RFC 6750 §3). */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description Refused to a personal access token, since this operation needs a signed-in session: `WWW-Authenticate: Bearer error="insufficient_scope"`; or refused to this user (not theirs, not an admin). */
            403: {
                headers: {
                    /** @description Present when a Bearer token was refused (RFC 6750 §3.1). */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description The payment provider could not complete the request */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description Payments are not configured on this server */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description The request was refused: the reason is in `error`. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    getSellerEarnings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The signed-in seller's earnings and latest sales */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        hasAccount: boolean;
                        totalEarnings: number;
                        totalSales: number;
                        monthlyEarnings: number;
                        freeClaims: number;
                        recentSales: {
                            _id: string;
                            price: number;
                            fee: number;
                            total: number;
                            sellerEarnings: number;
                            purchaseDate: string;
                            /** @enum {string} */
                            status: "active" | "refunded" | "suspended" | "revoked";
                            project: {
                                _id: string;
                                title: string;
                            };
                            licensee: {
                                username: string;
                                email: string;
                            };
                        }[];
                        monthlyRevenue: {
                            month: string;
                            earnings: number;
                            sales: number;
                        }[];
                    };
                };
            };
            /** @description No signed-in user: no credential (`WWW-Authenticate: Bearer`), or a Bearer token that is unknown, revoked or expired (`WWW-Authenticate: Bearer error="invalid_token"`). */
            401: {
                headers: {
                    /** @description The authentication challenge (RFC 6750 §3). */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description Refused to a personal access token without the scope sales:read: `WWW-Authenticate: Bearer error="insufficient_scope", scope="sales:read"`; or refused to this user (not theirs, not an admin). */
            403: {
                headers: {
                    /** @description Present when a Bearer token was refused (RFC 6750 §3.1). */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description The request was refused: the reason is in `error`. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    refundLicense: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    licenseId: string;
                };
            };
        };
        responses: {
            /** @description Refund a paid license (the project seller or an admin) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        licenseId: string;
                        /** @enum {string} */
                        status: "active" | "refunded";
                    };
                };
            };
            /** @description No signed-in user: no credential (`WWW-Authenticate: Bearer`), or a Bearer token that is unknown, revoked or expired (`WWW-Authenticate: Bearer error="invalid_token"`). */
            401: {
                headers: {
                    /** @description The authentication challenge (RFC 6750 §3). */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description Refused to a personal access token without the scope refunds:write: `WWW-Authenticate: Bearer error="insufficient_scope", scope="refunds:write"`; or refused to this user (not theirs, not an admin). */
            403: {
                headers: {
                    /** @description Present when a Bearer token was refused (RFC 6750 §3.1). */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description The payment provider could not complete the request */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description Payments are not configured on this server */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description The request was refused: the reason is in `error`. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    receiveStripeEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description Stripe's signature of the body */
                "stripe-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description A Stripe event, exactly as Stripe sent it */
        requestBody: {
            content: {
                "application/json": {
                    id: string;
                    /** @description The event type, e.g. payment_intent.succeeded */
                    type: string;
                    data: {
                        object?: Record<string, never>;
                    };
                };
            };
        };
        responses: {
            /** @description Stripe webhook (signed): payments, refunds, seller accounts */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        received: boolean;
                        duplicate?: boolean;
                    };
                };
            };
            /** @description The payment provider could not complete the request */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description The request was refused: the reason is in `error`. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    getCart: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Your cart, oldest item first, with its subtotal */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            projectId: string;
                            title: string;
                            sellerName: string;
                            sellerId: string;
                            thumbnailUrl: string | null;
                            /** @enum {string} */
                            licenseType: "free" | "paid" | "freemium";
                            price: number;
                            payWhatYouWant: boolean;
                            suggestedPrice: number | null;
                            amount: number | null;
                            currency: string;
                            available: boolean;
                            unavailableReason: string | null;
                            addedAt: string;
                        }[];
                        count: number;
                        subtotal: number;
                        currency: string;
                    };
                };
            };
            /** @description No signed-in user: no credential (`WWW-Authenticate: Bearer`), or a Bearer token that is unknown, revoked or expired (`WWW-Authenticate: Bearer error="invalid_token"`). */
            401: {
                headers: {
                    /** @description The authentication challenge (RFC 6750 §3). */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description Refused to a personal access token, since this operation needs a signed-in session: `WWW-Authenticate: Bearer error="insufficient_scope"`; or refused to this user (not theirs, not an admin). */
            403: {
                headers: {
                    /** @description Present when a Bearer token was refused (RFC 6750 §3.1). */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description The request was refused: the reason is in `error`. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    putCartItem: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                projectId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    amount?: number | null;
                };
            };
        };
        responses: {
            /** @description Add a project to your cart, or change your amount */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            projectId: string;
                            title: string;
                            sellerName: string;
                            sellerId: string;
                            thumbnailUrl: string | null;
                            /** @enum {string} */
                            licenseType: "free" | "paid" | "freemium";
                            price: number;
                            payWhatYouWant: boolean;
                            suggestedPrice: number | null;
                            amount: number | null;
                            currency: string;
                            available: boolean;
                            unavailableReason: string | null;
                            addedAt: string;
                        }[];
                        count: number;
                        subtotal: number;
                        currency: string;
                    };
                };
            };
            /** @description The request was refused: the reason is in `error`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description No signed-in user: no credential (`WWW-Authenticate: Bearer`), or a Bearer token that is unknown, revoked or expired (`WWW-Authenticate: Bearer error="invalid_token"`). */
            401: {
                headers: {
                    /** @description The authentication challenge (RFC 6750 §3). */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description Refused to a personal access token, since this operation needs a signed-in session: `WWW-Authenticate: Bearer error="insufficient_scope"`; or refused to this user (not theirs, not an admin). */
            403: {
                headers: {
                    /** @description Present when a Bearer token was refused (RFC 6750 §3.1). */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description The request was refused: the reason is in `error`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description The request was refused: the reason is in `error`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description The request was refused: the reason is in `error`. */
            429: {
                headers: {
                    /** @description How many seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description The request was refused: the reason is in `error`. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    removeCartItem: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                projectId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Remove a project from your cart */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            projectId: string;
                            title: string;
                            sellerName: string;
                            sellerId: string;
                            thumbnailUrl: string | null;
                            /** @enum {string} */
                            licenseType: "free" | "paid" | "freemium";
                            price: number;
                            payWhatYouWant: boolean;
                            suggestedPrice: number | null;
                            amount: number | null;
                            currency: string;
                            available: boolean;
                            unavailableReason: string | null;
                            addedAt: string;
                        }[];
                        count: number;
                        subtotal: number;
                        currency: string;
                    };
                };
            };
            /** @description No signed-in user: no credential (`WWW-Authenticate: Bearer`), or a Bearer token that is unknown, revoked or expired (`WWW-Authenticate: Bearer error="invalid_token"`). */
            401: {
                headers: {
                    /** @description The authentication challenge (RFC 6750 §3). */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description Refused to a personal access token, since this operation needs a signed-in session: `WWW-Authenticate: Bearer error="insufficient_scope"`; or refused to this user (not theirs, not an admin). */
            403: {
                headers: {
                    /** @description Present when a Bearer token was refused (RFC 6750 §3.1). */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description The request was refused: the reason is in `error`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description The request was refused: the reason is in `error`. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    listDiscounts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Your discount codes with their redemption counts */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        discounts: {
                            _id: string;
                            id: string;
                            code: string;
                            /** @enum {string} */
                            type: "percent" | "fixed";
                            amount: number;
                            projectIds: string[];
                            startsAt: string | null;
                            endsAt: string | null;
                            maxRedemptions: number | null;
                            redemptions: number;
                            reserved: number;
                            createdAt: string;
                        }[];
                    };
                };
            };
            /** @description No signed-in user: no credential (`WWW-Authenticate: Bearer`), or a Bearer token that is unknown, revoked or expired (`WWW-Authenticate: Bearer error="invalid_token"`). */
            401: {
                headers: {
                    /** @description The authentication challenge (RFC 6750 §3). */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description Refused to a personal access token without the scope discounts:write: `WWW-Authenticate: Bearer error="insufficient_scope", scope="discounts:write"`; or refused to this user (not theirs, not an admin). */
            403: {
                headers: {
                    /** @description Present when a Bearer token was refused (RFC 6750 §3.1). */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description The request was refused: the reason is in `error`. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    createDiscount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                    /** @enum {string} */
                    type: "percent" | "fixed";
                    amount: number;
                    projectIds?: string[];
                    startsAt?: string | null;
                    endsAt?: string | null;
                    maxRedemptions?: number | null;
                };
            };
        };
        responses: {
            /** @description Create a discount code for your projects */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        _id: string;
                        id: string;
                        code: string;
                        /** @enum {string} */
                        type: "percent" | "fixed";
                        amount: number;
                        projectIds: string[];
                        startsAt: string | null;
                        endsAt: string | null;
                        maxRedemptions: number | null;
                        redemptions: number;
                        reserved: number;
                        createdAt: string;
                    };
                };
            };
            /** @description No signed-in user: no credential (`WWW-Authenticate: Bearer`), or a Bearer token that is unknown, revoked or expired (`WWW-Authenticate: Bearer error="invalid_token"`). */
            401: {
                headers: {
                    /** @description The authentication challenge (RFC 6750 §3). */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description Refused to a personal access token without the scope discounts:write: `WWW-Authenticate: Bearer error="insufficient_scope", scope="discounts:write"`; or refused to this user (not theirs, not an admin). */
            403: {
                headers: {
                    /** @description Present when a Bearer token was refused (RFC 6750 §3.1). */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description The request was refused: the reason is in `error`. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    deleteDiscount: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Delete one of your discount codes */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description No signed-in user: no credential (`WWW-Authenticate: Bearer`), or a Bearer token that is unknown, revoked or expired (`WWW-Authenticate: Bearer error="invalid_token"`). */
            401: {
                headers: {
                    /** @description The authentication challenge (RFC 6750 §3). */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description Refused to a personal access token without the scope discounts:write: `WWW-Authenticate: Bearer error="insufficient_scope", scope="discounts:write"`; or refused to this user (not theirs, not an admin). */
            403: {
                headers: {
                    /** @description Present when a Bearer token was refused (RFC 6750 §3.1). */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description The request was refused: the reason is in `error`. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    listSellerBundles: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Your bundles, newest first, with whether each is available */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        bundles: {
                            id: string;
                            title: string;
                            description: string;
                            sellerId: string;
                            sellerName: string;
                            sellerUsername: string;
                            price: number | null;
                            listPrice: number | null;
                            currency: string;
                            projects: {
                                id: string;
                                title: string;
                                shortDescription: string;
                                thumbnailUrl: string | null;
                                /** @enum {string} */
                                licenseType: "free" | "paid" | "freemium";
                                payWhatYouWant: boolean;
                                listPrice: number | null;
                                bundleShare: number | null;
                                available: boolean;
                            }[];
                            available: boolean;
                            unavailableReason: string | null;
                            createdAt: string;
                            updatedAt: string;
                        }[];
                    };
                };
            };
            /** @description No signed-in user: no credential (`WWW-Authenticate: Bearer`), or a Bearer token that is unknown, revoked or expired (`WWW-Authenticate: Bearer error="invalid_token"`). */
            401: {
                headers: {
                    /** @description The authentication challenge (RFC 6750 §3). */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description Refused to a personal access token without the scope projects:read or projects:write: `WWW-Authenticate: Bearer error="insufficient_scope", scope="projects:read projects:write"`; or refused to this user (not theirs, not an admin). */
            403: {
                headers: {
                    /** @description Present when a Bearer token was refused (RFC 6750 §3.1). */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description The request was refused: the reason is in `error`. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    createBundle: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    title: string;
                    /** @default  */
                    description?: string;
                    projectIds: string[];
                    price: number;
                };
            };
        };
        responses: {
            /** @description Create a bundle of 2 to 20 of your published paid or freemium projects */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        bundle: {
                            id: string;
                            title: string;
                            description: string;
                            sellerId: string;
                            sellerName: string;
                            sellerUsername: string;
                            price: number | null;
                            listPrice: number | null;
                            currency: string;
                            projects: {
                                id: string;
                                title: string;
                                shortDescription: string;
                                thumbnailUrl: string | null;
                                /** @enum {string} */
                                licenseType: "free" | "paid" | "freemium";
                                payWhatYouWant: boolean;
                                listPrice: number | null;
                                bundleShare: number | null;
                                available: boolean;
                            }[];
                            available: boolean;
                            unavailableReason: string | null;
                            createdAt: string;
                            updatedAt: string;
                        };
                    };
                };
            };
            /** @description No signed-in user: no credential (`WWW-Authenticate: Bearer`), or a Bearer token that is unknown, revoked or expired (`WWW-Authenticate: Bearer error="invalid_token"`). */
            401: {
                headers: {
                    /** @description The authentication challenge (RFC 6750 §3). */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description Refused to a personal access token without the scope projects:write: `WWW-Authenticate: Bearer error="insufficient_scope", scope="projects:write"`; or refused to this user (not theirs, not an admin). */
            403: {
                headers: {
                    /** @description Present when a Bearer token was refused (RFC 6750 §3.1). */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description The request was refused: the reason is in `error`. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    updateBundle: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    title: string;
                    /** @default  */
                    description?: string;
                    projectIds: string[];
                    price: number;
                };
            };
        };
        responses: {
            /** @description Replace the title, description, projects and price of one of your bundles */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        bundle: {
                            id: string;
                            title: string;
                            description: string;
                            sellerId: string;
                            sellerName: string;
                            sellerUsername: string;
                            price: number | null;
                            listPrice: number | null;
                            currency: string;
                            projects: {
                                id: string;
                                title: string;
                                shortDescription: string;
                                thumbnailUrl: string | null;
                                /** @enum {string} */
                                licenseType: "free" | "paid" | "freemium";
                                payWhatYouWant: boolean;
                                listPrice: number | null;
                                bundleShare: number | null;
                                available: boolean;
                            }[];
                            available: boolean;
                            unavailableReason: string | null;
                            createdAt: string;
                            updatedAt: string;
                        };
                    };
                };
            };
            /** @description No signed-in user: no credential (`WWW-Authenticate: Bearer`), or a Bearer token that is unknown, revoked or expired (`WWW-Authenticate: Bearer error="invalid_token"`). */
            401: {
                headers: {
                    /** @description The authentication challenge (RFC 6750 §3). */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description Refused to a personal access token without the scope projects:write: `WWW-Authenticate: Bearer error="insufficient_scope", scope="projects:write"`; or refused to this user (not theirs, not an admin). */
            403: {
                headers: {
                    /** @description Present when a Bearer token was refused (RFC 6750 §3.1). */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description The request was refused: the reason is in `error`. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    deleteBundle: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Delete one of your bundles */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description No signed-in user: no credential (`WWW-Authenticate: Bearer`), or a Bearer token that is unknown, revoked or expired (`WWW-Authenticate: Bearer error="invalid_token"`). */
            401: {
                headers: {
                    /** @description The authentication challenge (RFC 6750 §3). */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description Refused to a personal access token without the scope projects:write: `WWW-Authenticate: Bearer error="insufficient_scope", scope="projects:write"`; or refused to this user (not theirs, not an admin). */
            403: {
                headers: {
                    /** @description Present when a Bearer token was refused (RFC 6750 §3.1). */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description The request was refused: the reason is in `error`. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    getBundle: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A bundle with its projects; signed in, also what completing it costs you (the projects you hold left out) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        bundle: {
                            id: string;
                            title: string;
                            description: string;
                            sellerId: string;
                            sellerName: string;
                            sellerUsername: string;
                            price: number | null;
                            listPrice: number | null;
                            currency: string;
                            projects: {
                                id: string;
                                title: string;
                                shortDescription: string;
                                thumbnailUrl: string | null;
                                /** @enum {string} */
                                licenseType: "free" | "paid" | "freemium";
                                payWhatYouWant: boolean;
                                listPrice: number | null;
                                bundleShare: number | null;
                                available: boolean;
                            }[];
                            available: boolean;
                            unavailableReason: string | null;
                            createdAt: string;
                            updatedAt: string;
                        };
                        forViewer: {
                            heldProjectIds: string[];
                            price: number;
                        } | null;
                    };
                };
            };
            /** @description The request was refused: the reason is in `error`. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    listProjectBundles: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The available bundles that contain a published project */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        bundles: {
                            id: string;
                            title: string;
                            price: number | null;
                            listPrice: number | null;
                            currency: string;
                            projectCount: number;
                        }[];
                    };
                };
            };
            /** @description The request was refused: the reason is in `error`. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    requestRefund: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reason: string;
                };
            };
        };
        responses: {
            /** @description Ask the seller to refund your paid license (inside its refund window) */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        refundRequest: {
                            _id: string;
                            id: string;
                            licenseId: string;
                            /** @enum {string} */
                            status: "pending" | "approved" | "declined";
                            reason: string;
                            message: string | null;
                            createdAt: string;
                            decidedAt: string | null;
                            project: {
                                _id: string;
                                title: string;
                            };
                            buyer: {
                                username: string;
                                email: string;
                            };
                            total: number;
                            purchaseDate: string;
                        };
                    };
                };
            };
            /** @description No signed-in user: no credential (`WWW-Authenticate: Bearer`), or a Bearer token that is unknown, revoked or expired (`WWW-Authenticate: Bearer error="invalid_token"`). */
            401: {
                headers: {
                    /** @description The authentication challenge (RFC 6750 §3). */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description Refused to a personal access token, since this operation needs a signed-in session: `WWW-Authenticate: Bearer error="insufficient_scope"`; or refused to this user (not theirs, not an admin). */
            403: {
                headers: {
                    /** @description Present when a Bearer token was refused (RFC 6750 §3.1). */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description The request was refused: the reason is in `error`. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    getLicenseReceipt: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The receipt of a paid license (its buyer) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        licenseId: string;
                        number: string;
                        issuedAt: string;
                        paidAt: string;
                        seller: {
                            name: string;
                        };
                        sellerOfRecord: {
                            name: string;
                            address: string;
                            taxId: string;
                        };
                        buyer: {
                            name: string;
                            email: string;
                        };
                        billingCountry: string | null;
                        billingCountryName: string | null;
                        vatId: string | null;
                        project: {
                            id: string;
                            title: string;
                        };
                        lines: {
                            /** @enum {string} */
                            kind: "item" | "discount" | "fee" | "tax";
                            label: string;
                            amount: number;
                            amountCents: number;
                        }[];
                        listPrice: number;
                        discount: number;
                        discountCode: string | null;
                        price: number;
                        fee: number;
                        tax: number;
                        total: number;
                        currency: string;
                        listPriceCents: number;
                        discountCents: number;
                        priceCents: number;
                        feeCents: number;
                        taxCents: number;
                        totalCents: number;
                        taxNote: string;
                        cardLast4: string | null;
                        paymentMethod: string;
                        paymentReference: string;
                        /** @enum {string} */
                        status: "paid" | "refunded";
                        refundedAt: string | null;
                        updatesNote?: string;
                    };
                };
            };
            /** @description No signed-in user: no credential (`WWW-Authenticate: Bearer`), or a Bearer token that is unknown, revoked or expired (`WWW-Authenticate: Bearer error="invalid_token"`). */
            401: {
                headers: {
                    /** @description The authentication challenge (RFC 6750 §3). */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description Refused to a personal access token, since this operation needs a signed-in session: `WWW-Authenticate: Bearer error="insufficient_scope"`; or refused to this user (not theirs, not an admin). */
            403: {
                headers: {
                    /** @description Present when a Bearer token was refused (RFC 6750 §3.1). */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description The request was refused: the reason is in `error`. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    getLicenseReceiptPdf: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The receipt as a PDF */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            /** @description No signed-in user: no credential (`WWW-Authenticate: Bearer`), or a Bearer token that is unknown, revoked or expired (`WWW-Authenticate: Bearer error="invalid_token"`). */
            401: {
                headers: {
                    /** @description The authentication challenge (RFC 6750 §3). */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description Refused to a personal access token, since this operation needs a signed-in session: `WWW-Authenticate: Bearer error="insufficient_scope"`; or refused to this user (not theirs, not an admin). */
            403: {
                headers: {
                    /** @description Present when a Bearer token was refused (RFC 6750 §3.1). */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description The request was refused: the reason is in `error`. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    listMyReceipts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Your paid purchases with their receipts, newest first */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        receipts: {
                            licenseId: string;
                            number: string;
                            issuedAt: string;
                            paidAt: string;
                            projectTitle: string;
                            total: number;
                            currency: string;
                            /** @enum {string} */
                            status: "paid" | "refunded";
                        }[];
                    };
                };
            };
            /** @description No signed-in user: no credential (`WWW-Authenticate: Bearer`), or a Bearer token that is unknown, revoked or expired (`WWW-Authenticate: Bearer error="invalid_token"`). */
            401: {
                headers: {
                    /** @description The authentication challenge (RFC 6750 §3). */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description Refused to a personal access token, since this operation needs a signed-in session: `WWW-Authenticate: Bearer error="insufficient_scope"`; or refused to this user (not theirs, not an admin). */
            403: {
                headers: {
                    /** @description Present when a Bearer token was refused (RFC 6750 §3.1). */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description The request was refused: the reason is in `error`. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    getBillingDetails: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Your billing country and VAT ID, and whether tax is charged */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        country: string | null;
                        vatId: string | null;
                        taxCollected: boolean;
                    };
                };
            };
            /** @description No signed-in user: no credential (`WWW-Authenticate: Bearer`), or a Bearer token that is unknown, revoked or expired (`WWW-Authenticate: Bearer error="invalid_token"`). */
            401: {
                headers: {
                    /** @description The authentication challenge (RFC 6750 §3). */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description Refused to a personal access token, since this operation needs a signed-in session: `WWW-Authenticate: Bearer error="insufficient_scope"`; or refused to this user (not theirs, not an admin). */
            403: {
                headers: {
                    /** @description Present when a Bearer token was refused (RFC 6750 §3.1). */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description The request was refused: the reason is in `error`. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    updateBillingDetails: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    country: ("" | string) | null;
                    vatId?: string | null;
                };
            };
        };
        responses: {
            /** @description Set your billing country and VAT ID (null or blank clears one) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        country: string | null;
                        vatId: string | null;
                        taxCollected: boolean;
                    };
                };
            };
            /** @description No signed-in user: no credential (`WWW-Authenticate: Bearer`), or a Bearer token that is unknown, revoked or expired (`WWW-Authenticate: Bearer error="invalid_token"`). */
            401: {
                headers: {
                    /** @description The authentication challenge (RFC 6750 §3). */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description Refused to a personal access token, since this operation needs a signed-in session: `WWW-Authenticate: Bearer error="insufficient_scope"`; or refused to this user (not theirs, not an admin). */
            403: {
                headers: {
                    /** @description Present when a Bearer token was refused (RFC 6750 §3.1). */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description The request was refused: the reason is in `error`. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    listRefundRequests: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Refund requests on your projects (every request for an admin) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        refundRequests: {
                            _id: string;
                            id: string;
                            licenseId: string;
                            /** @enum {string} */
                            status: "pending" | "approved" | "declined";
                            reason: string;
                            message: string | null;
                            createdAt: string;
                            decidedAt: string | null;
                            project: {
                                _id: string;
                                title: string;
                            };
                            buyer: {
                                username: string;
                                email: string;
                            };
                            total: number;
                            purchaseDate: string;
                        }[];
                    };
                };
            };
            /** @description No signed-in user: no credential (`WWW-Authenticate: Bearer`), or a Bearer token that is unknown, revoked or expired (`WWW-Authenticate: Bearer error="invalid_token"`). */
            401: {
                headers: {
                    /** @description The authentication challenge (RFC 6750 §3). */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description Refused to a personal access token without the scope refunds:write: `WWW-Authenticate: Bearer error="insufficient_scope", scope="refunds:write"`; or refused to this user (not theirs, not an admin). */
            403: {
                headers: {
                    /** @description Present when a Bearer token was refused (RFC 6750 §3.1). */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description The request was refused: the reason is in `error`. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    approveRefundRequest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    message?: string | null;
                };
            };
        };
        responses: {
            /** @description Approve a refund request: the payment is refunded and the license ends */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        refundRequest: {
                            _id: string;
                            id: string;
                            licenseId: string;
                            /** @enum {string} */
                            status: "pending" | "approved" | "declined";
                            reason: string;
                            message: string | null;
                            createdAt: string;
                            decidedAt: string | null;
                            project: {
                                _id: string;
                                title: string;
                            };
                            buyer: {
                                username: string;
                                email: string;
                            };
                            total: number;
                            purchaseDate: string;
                        };
                    };
                };
            };
            /** @description No signed-in user: no credential (`WWW-Authenticate: Bearer`), or a Bearer token that is unknown, revoked or expired (`WWW-Authenticate: Bearer error="invalid_token"`). */
            401: {
                headers: {
                    /** @description The authentication challenge (RFC 6750 §3). */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description Refused to a personal access token without the scope refunds:write: `WWW-Authenticate: Bearer error="insufficient_scope", scope="refunds:write"`; or refused to this user (not theirs, not an admin). */
            403: {
                headers: {
                    /** @description Present when a Bearer token was refused (RFC 6750 §3.1). */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description The payment provider could not complete the request */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description Payments are not configured on this server */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description The request was refused: the reason is in `error`. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    declineRefundRequest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    message?: string | null;
                };
            };
        };
        responses: {
            /** @description Decline a refund request with a message to the buyer */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        refundRequest: {
                            _id: string;
                            id: string;
                            licenseId: string;
                            /** @enum {string} */
                            status: "pending" | "approved" | "declined";
                            reason: string;
                            message: string | null;
                            createdAt: string;
                            decidedAt: string | null;
                            project: {
                                _id: string;
                                title: string;
                            };
                            buyer: {
                                username: string;
                                email: string;
                            };
                            total: number;
                            purchaseDate: string;
                        };
                    };
                };
            };
            /** @description No signed-in user: no credential (`WWW-Authenticate: Bearer`), or a Bearer token that is unknown, revoked or expired (`WWW-Authenticate: Bearer error="invalid_token"`). */
            401: {
                headers: {
                    /** @description The authentication challenge (RFC 6750 §3). */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description Refused to a personal access token without the scope refunds:write: `WWW-Authenticate: Bearer error="insufficient_scope", scope="refunds:write"`; or refused to this user (not theirs, not an admin). */
            403: {
                headers: {
                    /** @description Present when a Bearer token was refused (RFC 6750 §3.1). */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description The request was refused: the reason is in `error`. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    testProcessorDispute: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    paymentIntentId: string;
                    /** @enum {string} */
                    outcome?: "won" | "lost";
                    /** @enum {string} */
                    reason?: "fraudulent" | "product_not_received" | "product_unacceptable" | "duplicate" | "subscription_canceled" | "credit_not_processed" | "unrecognized" | "general";
                };
            };
        };
        responses: {
            /** @description Test processor (admin): open the dispute of a payment, or close it with an outcome */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        /** @enum {string} */
                        provider: "test" | "stripe";
                        providerDisputeId: string;
                        paymentIntentId: string;
                        licenseId: string | null;
                        /** @enum {string} */
                        status: "open" | "closed";
                        outcome: ("won" | "lost") | null;
                        reason: string;
                        amount: number;
                        amountCents: number;
                        currency: string;
                        openedAt: string;
                        closedAt: string | null;
                        licenseStatus: ("active" | "refunded" | "suspended" | "revoked") | null;
                    };
                };
            };
            /** @description No signed-in user: no credential (`WWW-Authenticate: Bearer`), or a Bearer token that is unknown, revoked or expired (`WWW-Authenticate: Bearer error="invalid_token"`). */
            401: {
                headers: {
                    /** @description The authentication challenge (RFC 6750 §3). */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description Refused to a personal access token, since this operation needs a signed-in session: `WWW-Authenticate: Bearer error="insufficient_scope"`; or refused to this user (not theirs, not an admin). */
            403: {
                headers: {
                    /** @description Present when a Bearer token was refused (RFC 6750 §3.1). */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description The request was refused: the reason is in `error`. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    getSellerBalance: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Your balance: pending, available, in dispute, paid out, and your payouts */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        provider: ("test" | "stripe") | null;
                        currency: string;
                        pending: number;
                        pendingCents: number;
                        available: number;
                        availableCents: number;
                        inDispute: number;
                        inDisputeCents: number;
                        paidOut: number;
                        paidOutCents: number;
                        schedule: string;
                        payouts: {
                            id: string;
                            amount: number;
                            amountCents: number;
                            currency: string;
                            /** @enum {string} */
                            status: "paid" | "pending" | "in_transit" | "canceled" | "failed";
                            createdAt: string;
                            arrivalDate: string | null;
                        }[];
                    };
                };
            };
            /** @description No signed-in user: no credential (`WWW-Authenticate: Bearer`), or a Bearer token that is unknown, revoked or expired (`WWW-Authenticate: Bearer error="invalid_token"`). */
            401: {
                headers: {
                    /** @description The authentication challenge (RFC 6750 §3). */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description Refused to a personal access token without the scope sales:read: `WWW-Authenticate: Bearer error="insufficient_scope", scope="sales:read"`; or refused to this user (not theirs, not an admin). */
            403: {
                headers: {
                    /** @description Present when a Bearer token was refused (RFC 6750 §3.1). */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description The payment provider could not complete the request */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description The request was refused: the reason is in `error`. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    exportSellerSalesCsv: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description CSV, one sale a line, a header first */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description No signed-in user: no credential (`WWW-Authenticate: Bearer`), or a Bearer token that is unknown, revoked or expired (`WWW-Authenticate: Bearer error="invalid_token"`). */
            401: {
                headers: {
                    /** @description The authentication challenge (RFC 6750 §3). */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description Refused to a personal access token without the scope sales:read: `WWW-Authenticate: Bearer error="insufficient_scope", scope="sales:read"`; or refused to this user (not theirs, not an admin). */
            403: {
                headers: {
                    /** @description Present when a Bearer token was refused (RFC 6750 §3.1). */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description The request was refused: the reason is in `error`. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    runTestProcessorPayouts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Test processor (admin): pay every seller's available balance out now */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        payouts: number;
                        amount: number;
                        amountCents: number;
                    };
                };
            };
            /** @description No signed-in user: no credential (`WWW-Authenticate: Bearer`), or a Bearer token that is unknown, revoked or expired (`WWW-Authenticate: Bearer error="invalid_token"`). */
            401: {
                headers: {
                    /** @description The authentication challenge (RFC 6750 §3). */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description Refused to a personal access token, since this operation needs a signed-in session: `WWW-Authenticate: Bearer error="insufficient_scope"`; or refused to this user (not theirs, not an admin). */
            403: {
                headers: {
                    /** @description Present when a Bearer token was refused (RFC 6750 §3.1). */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description The request was refused: the reason is in `error`. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    getGithubStatus: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Whether GitHub is configured and the viewer has connected an account */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        configured: boolean;
                        isConnected: boolean;
                        username: string | null;
                        webUrl?: string;
                    };
                };
            };
            /** @description The request was refused: the reason is in `error`. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    startGithubPopup: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description GitHub authorize URL for the popup (connects when signed in, else signs in) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        authUrl: string;
                    };
                };
            };
            /** @description The service is unavailable: the reason is in `error`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description The request was refused: the reason is in `error`. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    finishGithubPopup: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                    state: string;
                };
            };
        };
        responses: {
            /** @description Finish the popup flow: sign in, or connect GitHub to the signed-in account */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        token: string;
                        user: {
                            _id: string;
                            id: string;
                            username: string;
                            email: string;
                            /** @enum {string} */
                            role: "user" | "admin";
                            createdAt: string;
                            reputation: number;
                            projectsCount: number;
                            purchasesCount: number;
                            isVerified: boolean;
                            pendingEmail?: string | null;
                            profileImage: string | null;
                            website: string | null;
                            githubProfile: {
                                username: string;
                            } | null;
                            profile: {
                                displayName: string | null;
                                bio: string | null;
                            };
                        };
                    };
                };
            };
            /** @description The request was refused: the reason is in `error`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description The request was refused: the reason is in `error`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description The request was refused: the reason is in `error`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description The request was refused: the reason is in `error`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description The request was refused: the reason is in `error`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description The request was refused: the reason is in `error`. */
            429: {
                headers: {
                    /** @description How many seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description The service is unavailable: the reason is in `error`. */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description The service is unavailable: the reason is in `error`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description The request was refused: the reason is in `error`. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    listGithubRepositories: {
        parameters: {
            query?: {
                per_page?: number;
                page?: number;
                type?: "all" | "owner" | "member";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of the GitHub repositories the user can administer */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        repositories: {
                            id: number;
                            name: string;
                            fullName: string;
                            description: string | null;
                            language: string | null;
                            stars: number;
                            forks: number;
                            updatedAt: string;
                            htmlUrl: string;
                            isPrivate: boolean;
                            hasAccess: boolean;
                        }[];
                        hasMore: boolean;
                    };
                };
            };
            /** @description The request was refused: the reason is in `error`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description No signed-in user: no credential (`WWW-Authenticate: Bearer`), or a Bearer token that is unknown, revoked or expired (`WWW-Authenticate: Bearer error="invalid_token"`). */
            401: {
                headers: {
                    /** @description The authentication challenge (RFC 6750 §3). */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description Refused to a personal access token, since this operation needs a signed-in session: `WWW-Authenticate: Bearer error="insufficient_scope"`; or refused to this user (not theirs, not an admin). */
            403: {
                headers: {
                    /** @description Present when a Bearer token was refused (RFC 6750 §3.1). */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description The request was refused: the reason is in `error`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description The request was refused: the reason is in `error`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description The request was refused: the reason is in `error`. */
            429: {
                headers: {
                    /** @description How many seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description The service is unavailable: the reason is in `error`. */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description The service is unavailable: the reason is in `error`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description The request was refused: the reason is in `error`. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    verifyGithubRepository: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    repositoryUrl: string;
                };
            };
        };
        responses: {
            /** @description Check a GitHub repository URL with the user's GitHub account */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        repository: {
                            fullName: string;
                            description: string | null;
                            language: string | null;
                            stars: number;
                            isPrivate: boolean;
                            htmlUrl: string;
                        };
                    };
                };
            };
            /** @description The request was refused: the reason is in `error`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description No signed-in user: no credential (`WWW-Authenticate: Bearer`), or a Bearer token that is unknown, revoked or expired (`WWW-Authenticate: Bearer error="invalid_token"`). */
            401: {
                headers: {
                    /** @description The authentication challenge (RFC 6750 §3). */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description Refused to a personal access token, since this operation needs a signed-in session: `WWW-Authenticate: Bearer error="insufficient_scope"`; or refused to this user (not theirs, not an admin). */
            403: {
                headers: {
                    /** @description Present when a Bearer token was refused (RFC 6750 §3.1). */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description The request was refused: the reason is in `error`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description The request was refused: the reason is in `error`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description The request was refused: the reason is in `error`. */
            429: {
                headers: {
                    /** @description How many seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description The service is unavailable: the reason is in `error`. */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description The service is unavailable: the reason is in `error`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description The request was refused: the reason is in `error`. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    startGithubSignIn: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Location: GitHub */
            302: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The service is unavailable: the reason is in `error`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description Not redirected: the server could not start or finish this step; the reason is in `error` */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description The request was refused: the reason is in `error`. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    finishGithubSignIn: {
        parameters: {
            query?: {
                code?: string;
                state?: string;
                error?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Location: /auth/success, or the sign-in page with the reason */
            302: {
                headers: {
                    /** @description The session cookie cb_session (HttpOnly, SameSite=Lax, Path=/) */
                    "Set-Cookie"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The service is unavailable: the reason is in `error`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description Not redirected: the server could not start or finish this step; the reason is in `error` */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description The request was refused: the reason is in `error`. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    listGithubLicenses: {
        parameters: {
            query?: {
                format?: "json" | "csv";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The licenses, or with format=csv a CSV file of the same rows */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        licenses: {
                            accessState: ("waiting_for_github" | "queued" | "invited" | "active" | "invitation_expired" | "failed" | "revoked") | null;
                            _id: string;
                            projectId: string;
                            projectTitle: string;
                            buyerUsername: string;
                            buyerGithubUsername: string | null;
                            repositoryFullName: string | null;
                            accessGranted: boolean;
                            invitationSent: boolean;
                            accessGrantedAt: string | null;
                            /** @enum {string} */
                            licenseType: "free" | "paid";
                            price: number;
                            purchaseDate: string;
                            accessError: string | null;
                        }[];
                        githubConfigured: boolean;
                    };
                    "text/csv": string;
                };
            };
            /** @description The request was refused: the reason is in `error`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description No signed-in user: no credential (`WWW-Authenticate: Bearer`), or a Bearer token that is unknown, revoked or expired (`WWW-Authenticate: Bearer error="invalid_token"`). */
            401: {
                headers: {
                    /** @description The authentication challenge (RFC 6750 §3). */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description Refused to a personal access token without the scope licenses:read: `WWW-Authenticate: Bearer error="insufficient_scope", scope="licenses:read"`; or refused to this user (not theirs, not an admin). */
            403: {
                headers: {
                    /** @description Present when a Bearer token was refused (RFC 6750 §3.1). */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description The service is unavailable: the reason is in `error`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description The request was refused: the reason is in `error`. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    manageGithubAccess: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    licenseId: string;
                    /** @enum {string} */
                    action: "grant" | "revoke";
                };
            };
        };
        responses: {
            /** @description Grant or revoke a buyer's repository access (the project's seller only) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        license: {
                            accessState: ("waiting_for_github" | "queued" | "invited" | "active" | "invitation_expired" | "failed" | "revoked") | null;
                            _id: string;
                            projectId: string;
                            projectTitle: string;
                            buyerUsername: string;
                            buyerGithubUsername: string | null;
                            repositoryFullName: string | null;
                            accessGranted: boolean;
                            invitationSent: boolean;
                            accessGrantedAt: string | null;
                            /** @enum {string} */
                            licenseType: "free" | "paid";
                            price: number;
                            purchaseDate: string;
                            accessError: string | null;
                        };
                    };
                };
            };
            /** @description The request was refused: the reason is in `error`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description No signed-in user: no credential (`WWW-Authenticate: Bearer`), or a Bearer token that is unknown, revoked or expired (`WWW-Authenticate: Bearer error="invalid_token"`). */
            401: {
                headers: {
                    /** @description The authentication challenge (RFC 6750 §3). */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description Refused to a personal access token without the scope licenses:write: `WWW-Authenticate: Bearer error="insufficient_scope", scope="licenses:write"`; or refused to this user (not theirs, not an admin). */
            403: {
                headers: {
                    /** @description Present when a Bearer token was refused (RFC 6750 §3.1). */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description The request was refused: the reason is in `error`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description The request was refused: the reason is in `error`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description The request was refused: the reason is in `error`. */
            429: {
                headers: {
                    /** @description How many seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description The service is unavailable: the reason is in `error`. */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description The service is unavailable: the reason is in `error`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description The request was refused: the reason is in `error`. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    getAdminOverview: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Sales, fees, refunds, new users and new projects per month for 12 months */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        months: {
                            month: string;
                            grossSales: number;
                            marketplaceFees: number;
                            refunds: number;
                            refundsCount: number;
                            salesCount: number;
                            newUsers: number;
                            newProjects: number;
                        }[];
                    };
                };
            };
            /** @description No signed-in user: no credential (`WWW-Authenticate: Bearer`), or a Bearer token that is unknown, revoked or expired (`WWW-Authenticate: Bearer error="invalid_token"`). */
            401: {
                headers: {
                    /** @description The authentication challenge (RFC 6750 §3). */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description Refused to a personal access token, since this operation needs a signed-in session: `WWW-Authenticate: Bearer error="insufficient_scope"`; or refused to this user (not theirs, not an admin). */
            403: {
                headers: {
                    /** @description Present when a Bearer token was refused (RFC 6750 §3.1). */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description The request was refused: the reason is in `error`. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    searchUsers: {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
                search?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Search users by name or email */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        users: {
                            id: string;
                            username: string;
                            email: string;
                            /** @enum {string} */
                            role: "user" | "admin";
                            createdAt: string;
                            suspended: boolean;
                            suspendedAt: string | null;
                            suspendedReason: string | null;
                            projectsCount: number;
                        }[];
                        pagination: {
                            currentPage: number;
                            totalPages: number;
                            total: number;
                            limit: number;
                            hasNext: boolean;
                            hasPrev: boolean;
                        };
                    };
                };
            };
            /** @description No signed-in user: no credential (`WWW-Authenticate: Bearer`), or a Bearer token that is unknown, revoked or expired (`WWW-Authenticate: Bearer error="invalid_token"`). */
            401: {
                headers: {
                    /** @description The authentication challenge (RFC 6750 §3). */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description Refused to a personal access token, since this operation needs a signed-in session: `WWW-Authenticate: Bearer error="insufficient_scope"`; or refused to this user (not theirs, not an admin). */
            403: {
                headers: {
                    /** @description Present when a Bearer token was refused (RFC 6750 §3.1). */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description The request was refused: the reason is in `error`. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    suspendUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reason: string;
                };
            };
        };
        responses: {
            /** @description Suspend a user: no sign-in, sessions end, projects leave the public lists */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        username: string;
                        email: string;
                        /** @enum {string} */
                        role: "user" | "admin";
                        createdAt: string;
                        suspended: boolean;
                        suspendedAt: string | null;
                        suspendedReason: string | null;
                        projectsCount: number;
                    };
                };
            };
            /** @description No signed-in user: no credential (`WWW-Authenticate: Bearer`), or a Bearer token that is unknown, revoked or expired (`WWW-Authenticate: Bearer error="invalid_token"`). */
            401: {
                headers: {
                    /** @description The authentication challenge (RFC 6750 §3). */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description Refused to a personal access token, since this operation needs a signed-in session: `WWW-Authenticate: Bearer error="insufficient_scope"`; or refused to this user (not theirs, not an admin). */
            403: {
                headers: {
                    /** @description Present when a Bearer token was refused (RFC 6750 §3.1). */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description The request was refused: the reason is in `error`. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    unsuspendUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reason: string;
                };
            };
        };
        responses: {
            /** @description Lift a suspension: the projects it hid are published again */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        username: string;
                        email: string;
                        /** @enum {string} */
                        role: "user" | "admin";
                        createdAt: string;
                        suspended: boolean;
                        suspendedAt: string | null;
                        suspendedReason: string | null;
                        projectsCount: number;
                    };
                };
            };
            /** @description No signed-in user: no credential (`WWW-Authenticate: Bearer`), or a Bearer token that is unknown, revoked or expired (`WWW-Authenticate: Bearer error="invalid_token"`). */
            401: {
                headers: {
                    /** @description The authentication challenge (RFC 6750 §3). */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description Refused to a personal access token, since this operation needs a signed-in session: `WWW-Authenticate: Bearer error="insufficient_scope"`; or refused to this user (not theirs, not an admin). */
            403: {
                headers: {
                    /** @description Present when a Bearer token was refused (RFC 6750 §3.1). */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description The request was refused: the reason is in `error`. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    setUserRole: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    role: "user" | "admin";
                    reason: string;
                };
            };
        };
        responses: {
            /** @description Make a user an admin or remove the role (never from the last admin) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        username: string;
                        email: string;
                        /** @enum {string} */
                        role: "user" | "admin";
                        createdAt: string;
                        suspended: boolean;
                        suspendedAt: string | null;
                        suspendedReason: string | null;
                        projectsCount: number;
                    };
                };
            };
            /** @description No signed-in user: no credential (`WWW-Authenticate: Bearer`), or a Bearer token that is unknown, revoked or expired (`WWW-Authenticate: Bearer error="invalid_token"`). */
            401: {
                headers: {
                    /** @description The authentication challenge (RFC 6750 §3). */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description Refused to a personal access token, since this operation needs a signed-in session: `WWW-Authenticate: Bearer error="insufficient_scope"`; or refused to this user (not theirs, not an admin). */
            403: {
                headers: {
                    /** @description Present when a Bearer token was refused (RFC 6750 §3.1). */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description The request was refused: the reason is in `error`. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    searchAllProjects: {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
                search?: string;
                status?: "draft" | "published";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Search projects by title or author, drafts included */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        projects: {
                            id: string;
                            title: string;
                            /** @enum {string} */
                            status: "draft" | "published";
                            authorId: string;
                            authorUsername: string;
                            /** @enum {string} */
                            licenseType: "free" | "paid" | "freemium";
                            views: number;
                            createdAt: string;
                            featured: boolean;
                            unpublishedReason: string | null;
                            hiddenBySuspension: boolean;
                        }[];
                        pagination: {
                            currentPage: number;
                            totalPages: number;
                            total: number;
                            limit: number;
                            hasNext: boolean;
                            hasPrev: boolean;
                        };
                    };
                };
            };
            /** @description No signed-in user: no credential (`WWW-Authenticate: Bearer`), or a Bearer token that is unknown, revoked or expired (`WWW-Authenticate: Bearer error="invalid_token"`). */
            401: {
                headers: {
                    /** @description The authentication challenge (RFC 6750 §3). */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description Refused to a personal access token, since this operation needs a signed-in session: `WWW-Authenticate: Bearer error="insufficient_scope"`; or refused to this user (not theirs, not an admin). */
            403: {
                headers: {
                    /** @description Present when a Bearer token was refused (RFC 6750 §3.1). */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description The request was refused: the reason is in `error`. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    unpublishProject: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reason: string;
                };
            };
        };
        responses: {
            /** @description Take a project off the marketplace; its author sees the reason */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        title: string;
                        /** @enum {string} */
                        status: "draft" | "published";
                        authorId: string;
                        authorUsername: string;
                        /** @enum {string} */
                        licenseType: "free" | "paid" | "freemium";
                        views: number;
                        createdAt: string;
                        featured: boolean;
                        unpublishedReason: string | null;
                        hiddenBySuspension: boolean;
                    };
                };
            };
            /** @description No signed-in user: no credential (`WWW-Authenticate: Bearer`), or a Bearer token that is unknown, revoked or expired (`WWW-Authenticate: Bearer error="invalid_token"`). */
            401: {
                headers: {
                    /** @description The authentication challenge (RFC 6750 §3). */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description Refused to a personal access token, since this operation needs a signed-in session: `WWW-Authenticate: Bearer error="insufficient_scope"`; or refused to this user (not theirs, not an admin). */
            403: {
                headers: {
                    /** @description Present when a Bearer token was refused (RFC 6750 §3.1). */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description The request was refused: the reason is in `error`. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    featureProject: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    featured: boolean;
                    /** @default  */
                    reason?: string;
                };
            };
        };
        responses: {
            /** @description Feature a project on the home page, or stop featuring it */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        title: string;
                        /** @enum {string} */
                        status: "draft" | "published";
                        authorId: string;
                        authorUsername: string;
                        /** @enum {string} */
                        licenseType: "free" | "paid" | "freemium";
                        views: number;
                        createdAt: string;
                        featured: boolean;
                        unpublishedReason: string | null;
                        hiddenBySuspension: boolean;
                    };
                };
            };
            /** @description No signed-in user: no credential (`WWW-Authenticate: Bearer`), or a Bearer token that is unknown, revoked or expired (`WWW-Authenticate: Bearer error="invalid_token"`). */
            401: {
                headers: {
                    /** @description The authentication challenge (RFC 6750 §3). */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description Refused to a personal access token, since this operation needs a signed-in session: `WWW-Authenticate: Bearer error="insufficient_scope"`; or refused to this user (not theirs, not an admin). */
            403: {
                headers: {
                    /** @description Present when a Bearer token was refused (RFC 6750 §3.1). */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description The request was refused: the reason is in `error`. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    getAuditLog: {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
                group?: "user" | "project" | "review" | "report" | "license" | "refund" | "dispute" | "legal-page" | "post" | "settings";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every admin and money action, newest first: who, what, to what, why and when; by group */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        entries: {
                            id: string;
                            actorId: string | null;
                            actorUsername: string;
                            action: string;
                            actionLabel: string;
                            /** @enum {string} */
                            targetType: "user" | "project" | "review" | "report" | "license" | "legal-page" | "post" | "setting";
                            targetId: string;
                            targetLabel: string;
                            targetExists: boolean;
                            reason: string;
                            createdAt: string;
                        }[];
                        pagination: {
                            currentPage: number;
                            totalPages: number;
                            total: number;
                            limit: number;
                            hasNext: boolean;
                            hasPrev: boolean;
                        };
                    };
                };
            };
            /** @description No signed-in user: no credential (`WWW-Authenticate: Bearer`), or a Bearer token that is unknown, revoked or expired (`WWW-Authenticate: Bearer error="invalid_token"`). */
            401: {
                headers: {
                    /** @description The authentication challenge (RFC 6750 §3). */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description Refused to a personal access token, since this operation needs a signed-in session: `WWW-Authenticate: Bearer error="insufficient_scope"`; or refused to this user (not theirs, not an admin). */
            403: {
                headers: {
                    /** @description Present when a Bearer token was refused (RFC 6750 §3.1). */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description The request was refused: the reason is in `error`. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    listReports: {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
                status?: "open" | "resolved";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Reports to work: open ones oldest first, or resolved ones newest first */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        reports: {
                            id: string;
                            /** @enum {string} */
                            targetType: "project" | "review" | "user";
                            targetId: string;
                            targetLabel: string | null;
                            /** @enum {string} */
                            reason: "malware" | "stolen-code" | "spam" | "misleading" | "other";
                            details: string;
                            /** @enum {string} */
                            status: "open" | "resolved";
                            resolution: ("dismiss" | "unpublish" | "remove-review" | "suspend-user") | null;
                            resolutionNote: string | null;
                            createdAt: string;
                            resolvedAt: string | null;
                            reporterId: string;
                            reporterUsername: string;
                        }[];
                        pagination: {
                            currentPage: number;
                            totalPages: number;
                            total: number;
                            limit: number;
                            hasNext: boolean;
                            hasPrev: boolean;
                        };
                    };
                };
            };
            /** @description No signed-in user: no credential (`WWW-Authenticate: Bearer`), or a Bearer token that is unknown, revoked or expired (`WWW-Authenticate: Bearer error="invalid_token"`). */
            401: {
                headers: {
                    /** @description The authentication challenge (RFC 6750 §3). */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description Refused to a personal access token, since this operation needs a signed-in session: `WWW-Authenticate: Bearer error="insufficient_scope"`; or refused to this user (not theirs, not an admin). */
            403: {
                headers: {
                    /** @description Present when a Bearer token was refused (RFC 6750 §3.1). */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description The request was refused: the reason is in `error`. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    resolveReport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    action: "dismiss" | "unpublish" | "remove-review" | "suspend-user";
                    /** @default  */
                    note?: string;
                };
            };
        };
        responses: {
            /** @description Resolve a report: dismiss it or act on its target; the reporter is told */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        /** @enum {string} */
                        targetType: "project" | "review" | "user";
                        targetId: string;
                        targetLabel: string | null;
                        /** @enum {string} */
                        reason: "malware" | "stolen-code" | "spam" | "misleading" | "other";
                        details: string;
                        /** @enum {string} */
                        status: "open" | "resolved";
                        resolution: ("dismiss" | "unpublish" | "remove-review" | "suspend-user") | null;
                        resolutionNote: string | null;
                        createdAt: string;
                        resolvedAt: string | null;
                        reporterId: string;
                        reporterUsername: string;
                    };
                };
            };
            /** @description No signed-in user: no credential (`WWW-Authenticate: Bearer`), or a Bearer token that is unknown, revoked or expired (`WWW-Authenticate: Bearer error="invalid_token"`). */
            401: {
                headers: {
                    /** @description The authentication challenge (RFC 6750 §3). */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description Refused to a personal access token, since this operation needs a signed-in session: `WWW-Authenticate: Bearer error="insufficient_scope"`; or refused to this user (not theirs, not an admin). */
            403: {
                headers: {
                    /** @description Present when a Bearer token was refused (RFC 6750 §3.1). */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description The request was refused: the reason is in `error`. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    getMarketplaceSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The marketplace settings: the seller of record (admins) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        sellerOfRecord: {
                            name: string;
                            address: string;
                            taxId: string;
                        };
                        updatedAt: string | null;
                    };
                };
            };
            /** @description No signed-in user: no credential (`WWW-Authenticate: Bearer`), or a Bearer token that is unknown, revoked or expired (`WWW-Authenticate: Bearer error="invalid_token"`). */
            401: {
                headers: {
                    /** @description The authentication challenge (RFC 6750 §3). */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description Refused to a personal access token, since this operation needs a signed-in session: `WWW-Authenticate: Bearer error="insufficient_scope"`; or refused to this user (not theirs, not an admin). */
            403: {
                headers: {
                    /** @description Present when a Bearer token was refused (RFC 6750 §3.1). */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description The request was refused: the reason is in `error`. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    updateMarketplaceSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    sellerOfRecord: {
                        name: string;
                        address?: string;
                        /** @default  */
                        taxId?: string;
                    };
                };
            };
        };
        responses: {
            /** @description Save the marketplace settings (admins) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        sellerOfRecord: {
                            name: string;
                            address: string;
                            taxId: string;
                        };
                        updatedAt: string | null;
                    };
                };
            };
            /** @description No signed-in user: no credential (`WWW-Authenticate: Bearer`), or a Bearer token that is unknown, revoked or expired (`WWW-Authenticate: Bearer error="invalid_token"`). */
            401: {
                headers: {
                    /** @description The authentication challenge (RFC 6750 §3). */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description Refused to a personal access token, since this operation needs a signed-in session: `WWW-Authenticate: Bearer error="insufficient_scope"`; or refused to this user (not theirs, not an admin). */
            403: {
                headers: {
                    /** @description Present when a Bearer token was refused (RFC 6750 §3.1). */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description The request was refused: the reason is in `error`. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    createReport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    targetType: "project" | "review" | "user";
                    /** Format: uuid */
                    targetId: string;
                    /** @enum {string} */
                    reason: "malware" | "stolen-code" | "spam" | "misleading" | "other";
                    /** @default  */
                    details?: string;
                };
            };
        };
        responses: {
            /** @description Report a project, a review or a user to the admins */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        /** @enum {string} */
                        targetType: "project" | "review" | "user";
                        targetId: string;
                        targetLabel: string | null;
                        /** @enum {string} */
                        reason: "malware" | "stolen-code" | "spam" | "misleading" | "other";
                        details: string;
                        /** @enum {string} */
                        status: "open" | "resolved";
                        resolution: ("dismiss" | "unpublish" | "remove-review" | "suspend-user") | null;
                        resolutionNote: string | null;
                        createdAt: string;
                        resolvedAt: string | null;
                    };
                };
            };
            /** @description No signed-in user: no credential (`WWW-Authenticate: Bearer`), or a Bearer token that is unknown, revoked or expired (`WWW-Authenticate: Bearer error="invalid_token"`). */
            401: {
                headers: {
                    /** @description The authentication challenge (RFC 6750 §3). */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description Refused to a personal access token, since this operation needs a signed-in session: `WWW-Authenticate: Bearer error="insufficient_scope"`; or refused to this user (not theirs, not an admin). */
            403: {
                headers: {
                    /** @description Present when a Bearer token was refused (RFC 6750 §3.1). */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description Too many requests: wait for Retry-After. */
            429: {
                headers: {
                    /** @description How many seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description The request was refused: the reason is in `error`. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    listNotices: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Your projects an admin unpublished (with the reason) and your reports */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        unpublished: {
                            projectId: string;
                            title: string;
                            reason: string;
                        }[];
                        reports: {
                            id: string;
                            /** @enum {string} */
                            targetType: "project" | "review" | "user";
                            targetId: string;
                            targetLabel: string | null;
                            /** @enum {string} */
                            reason: "malware" | "stolen-code" | "spam" | "misleading" | "other";
                            details: string;
                            /** @enum {string} */
                            status: "open" | "resolved";
                            resolution: ("dismiss" | "unpublish" | "remove-review" | "suspend-user") | null;
                            resolutionNote: string | null;
                            createdAt: string;
                            resolvedAt: string | null;
                        }[];
                    };
                };
            };
            /** @description No signed-in user: no credential (`WWW-Authenticate: Bearer`), or a Bearer token that is unknown, revoked or expired (`WWW-Authenticate: Bearer error="invalid_token"`). */
            401: {
                headers: {
                    /** @description The authentication challenge (RFC 6750 §3). */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description Refused to a personal access token, since this operation needs a signed-in session: `WWW-Authenticate: Bearer error="insufficient_scope"`; or refused to this user (not theirs, not an admin). */
            403: {
                headers: {
                    /** @description Present when a Bearer token was refused (RFC 6750 §3.1). */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description The request was refused: the reason is in `error`. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    getHome: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The home page's featured project and the marketplace's counts */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        featured: {
                            _id: string;
                            id: string;
                            title: string;
                            description: string;
                            category: string;
                            tags: string[];
                            tech_stack: string[];
                            author: {
                                _id: string;
                                id: string;
                                username: string;
                                displayName: string | null;
                                profileImage: string | null;
                                reputation: number;
                            };
                            license: {
                                /** @enum {string} */
                                type: "free" | "paid" | "freemium";
                                price: number | null;
                                sellerPrice: number | null;
                                marketplaceFeePct: number;
                                sellerEarnings: number | null;
                                marketplaceFee: number | null;
                                customerPrice: number | null;
                                currency: string;
                                features: {
                                    freeFeatures: string[];
                                    paidFeatures: string[];
                                };
                                payWhatYouWant: boolean;
                                suggestedPrice: number | null;
                                refundWindowDays: number;
                            };
                            repository: {
                                freeUrl: string | null;
                                paidUrl: string | null;
                            };
                            demo: {
                                url: string | null;
                            };
                            demoUrl: string | null;
                            stats: {
                                views: number;
                                downloads: number;
                                stars: number;
                            };
                            rating: {
                                average: number | null;
                                count: number;
                            };
                            /** @enum {string} */
                            status: "draft" | "published";
                            githubVerified: boolean;
                            sourceRepository: {
                                fullName: string;
                                url: string;
                                language: string | null;
                                stars: number;
                            } | null;
                            media: {
                                cover: {
                                    id: string;
                                    card: {
                                        url: string;
                                        width: number;
                                        height: number;
                                    };
                                    page: {
                                        url: string;
                                        width: number;
                                        height: number;
                                    };
                                } | null;
                                screenshots: {
                                    id: string;
                                    card: {
                                        url: string;
                                        width: number;
                                        height: number;
                                    };
                                    page: {
                                        url: string;
                                        width: number;
                                        height: number;
                                    };
                                }[];
                            };
                            publishedAt: string | null;
                            createdAt: string;
                            updatedAt: string;
                        } | null;
                        featuredBy: ("admin" | "views") | null;
                        stats: {
                            projects: number;
                            developers: number;
                            earnedBySellers: number;
                        };
                    };
                };
            };
            /** @description The request was refused: the reason is in `error`. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    listTokens: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Your personal access tokens: name, scopes, created, last used and expiry */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        tokens: {
                            id: string;
                            name: string;
                            prefix: string;
                            scopes: ("projects:read" | "projects:write" | "sales:read" | "licenses:read" | "licenses:write" | "webhooks:write" | "discounts:write" | "refunds:write")[];
                            createdAt: string;
                            lastUsedAt: string | null;
                            expiresAt: string | null;
                        }[];
                    };
                };
            };
            /** @description No signed-in user: no credential (`WWW-Authenticate: Bearer`), or a Bearer token that is unknown, revoked or expired (`WWW-Authenticate: Bearer error="invalid_token"`). */
            401: {
                headers: {
                    /** @description The authentication challenge (RFC 6750 §3). */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description Refused to a personal access token, since this operation needs a signed-in session: `WWW-Authenticate: Bearer error="insufficient_scope"`; or refused to this user (not theirs, not an admin). */
            403: {
                headers: {
                    /** @description Present when a Bearer token was refused (RFC 6750 §3.1). */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description The request was refused: the reason is in `error`. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    createToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    scopes: ("projects:read" | "projects:write" | "sales:read" | "licenses:read" | "licenses:write" | "webhooks:write" | "discounts:write" | "refunds:write")[];
                    expiresInDays?: number;
                };
            };
        };
        responses: {
            /** @description Create a personal access token; the answer holds the secret, shown this once */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        name: string;
                        prefix: string;
                        scopes: ("projects:read" | "projects:write" | "sales:read" | "licenses:read" | "licenses:write" | "webhooks:write" | "discounts:write" | "refunds:write")[];
                        createdAt: string;
                        lastUsedAt: string | null;
                        expiresAt: string | null;
                        token: string;
                    };
                };
            };
            /** @description No signed-in user: no credential (`WWW-Authenticate: Bearer`), or a Bearer token that is unknown, revoked or expired (`WWW-Authenticate: Bearer error="invalid_token"`). */
            401: {
                headers: {
                    /** @description The authentication challenge (RFC 6750 §3). */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description Refused to a personal access token, since this operation needs a signed-in session: `WWW-Authenticate: Bearer error="insufficient_scope"`; or refused to this user (not theirs, not an admin). */
            403: {
                headers: {
                    /** @description Present when a Bearer token was refused (RFC 6750 §3.1). */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description The request was refused: the reason is in `error`. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    revokeToken: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Revoke a personal access token */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description No signed-in user: no credential (`WWW-Authenticate: Bearer`), or a Bearer token that is unknown, revoked or expired (`WWW-Authenticate: Bearer error="invalid_token"`). */
            401: {
                headers: {
                    /** @description The authentication challenge (RFC 6750 §3). */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description Refused to a personal access token, since this operation needs a signed-in session: `WWW-Authenticate: Bearer error="insufficient_scope"`; or refused to this user (not theirs, not an admin). */
            403: {
                headers: {
                    /** @description Present when a Bearer token was refused (RFC 6750 §3.1). */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description The request was refused: the reason is in `error`. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    getLicenseAccess: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A license's repository access with its event history */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        state: ("waiting_for_github" | "queued" | "invited" | "active" | "invitation_expired" | "failed" | "revoked") | null;
                        githubUsername: string | null;
                        repositoryFullName: string | null;
                        invitedAt: string | null;
                        acceptedAt: string | null;
                        expiresAt: string | null;
                        lastError: string | null;
                        attempts: number;
                        nextAttemptAt: string | null;
                        events: {
                            id: string;
                            at: string;
                            licenseId: string;
                            projectId: string;
                            githubAccount: string | null;
                            repository: string | null;
                            /** @enum {string} */
                            action: "invite" | "accept_seen" | "resend" | "revoke" | "remove" | "expire" | "fail" | "key_revoke" | "key_reset";
                            /** @enum {string} */
                            cause: "purchase" | "refund" | "dispute" | "seller_action" | "buyer_action" | "buyer_relink" | "updates_ended" | "renewal" | "reconciliation" | "admin";
                            actorId: string | null;
                            detail: string | null;
                        }[];
                    };
                };
            };
            /** @description No signed-in user: no credential (`WWW-Authenticate: Bearer`), or a Bearer token that is unknown, revoked or expired (`WWW-Authenticate: Bearer error="invalid_token"`). */
            401: {
                headers: {
                    /** @description The authentication challenge (RFC 6750 §3). */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description Refused to a personal access token, since this operation needs a signed-in session: `WWW-Authenticate: Bearer error="insufficient_scope"`; or refused to this user (not theirs, not an admin). */
            403: {
                headers: {
                    /** @description Present when a Bearer token was refused (RFC 6750 §3.1). */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description The request was refused: the reason is in `error`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description The request was refused: the reason is in `error`. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    resendAccessInvitation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Send the repository invitation again (buyer or seller) */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        state: ("waiting_for_github" | "queued" | "invited" | "active" | "invitation_expired" | "failed" | "revoked") | null;
                        githubUsername: string | null;
                        repositoryFullName: string | null;
                        invitedAt: string | null;
                        acceptedAt: string | null;
                        expiresAt: string | null;
                        lastError: string | null;
                        attempts: number;
                        nextAttemptAt: string | null;
                        events: {
                            id: string;
                            at: string;
                            licenseId: string;
                            projectId: string;
                            githubAccount: string | null;
                            repository: string | null;
                            /** @enum {string} */
                            action: "invite" | "accept_seen" | "resend" | "revoke" | "remove" | "expire" | "fail" | "key_revoke" | "key_reset";
                            /** @enum {string} */
                            cause: "purchase" | "refund" | "dispute" | "seller_action" | "buyer_action" | "buyer_relink" | "updates_ended" | "renewal" | "reconciliation" | "admin";
                            actorId: string | null;
                            detail: string | null;
                        }[];
                    };
                };
            };
            /** @description The request was refused: the reason is in `error`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description No signed-in user: no credential (`WWW-Authenticate: Bearer`), or a Bearer token that is unknown, revoked or expired (`WWW-Authenticate: Bearer error="invalid_token"`). */
            401: {
                headers: {
                    /** @description The authentication challenge (RFC 6750 §3). */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description Refused to a personal access token, since this operation needs a signed-in session: `WWW-Authenticate: Bearer error="insufficient_scope"`; or refused to this user (not theirs, not an admin). */
            403: {
                headers: {
                    /** @description Present when a Bearer token was refused (RFC 6750 §3.1). */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description The request was refused: the reason is in `error`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description The request was refused: the reason is in `error`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description The service is unavailable: the reason is in `error`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description The request was refused: the reason is in `error`. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    listAccessEvents: {
        parameters: {
            query?: {
                projectId?: string;
                format?: "json" | "csv";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The events, or with format=csv a CSV file of them */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        events: {
                            id: string;
                            at: string;
                            licenseId: string;
                            projectId: string;
                            githubAccount: string | null;
                            repository: string | null;
                            /** @enum {string} */
                            action: "invite" | "accept_seen" | "resend" | "revoke" | "remove" | "expire" | "fail" | "key_revoke" | "key_reset";
                            /** @enum {string} */
                            cause: "purchase" | "refund" | "dispute" | "seller_action" | "buyer_action" | "buyer_relink" | "updates_ended" | "renewal" | "reconciliation" | "admin";
                            actorId: string | null;
                            detail: string | null;
                        }[];
                    };
                    "text/csv": string;
                };
            };
            /** @description No signed-in user: no credential (`WWW-Authenticate: Bearer`), or a Bearer token that is unknown, revoked or expired (`WWW-Authenticate: Bearer error="invalid_token"`). */
            401: {
                headers: {
                    /** @description The authentication challenge (RFC 6750 §3). */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description Refused to a personal access token, since this operation needs a signed-in session: `WWW-Authenticate: Bearer error="insufficient_scope"`; or refused to this user (not theirs, not an admin). */
            403: {
                headers: {
                    /** @description Present when a Bearer token was refused (RFC 6750 §3.1). */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description The request was refused: the reason is in `error`. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    reconcileAccess: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    projectId?: string;
                };
            };
        };
        responses: {
            /** @description Compare the seller's repositories on GitHub with their licenses and report */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        at: string;
                        projectId: string | null;
                        checked: number;
                        regranted: {
                            repository: string;
                            githubAccount: string | null;
                            licenseId: string | null;
                            projectId: string | null;
                            buyerUsername: string | null;
                            reason: string;
                        }[];
                        unexpected: {
                            repository: string;
                            githubAccount: string | null;
                            licenseId: string | null;
                            projectId: string | null;
                            buyerUsername: string | null;
                            reason: string;
                        }[];
                        pending: {
                            repository: string;
                            githubAccount: string | null;
                            licenseId: string | null;
                            projectId: string | null;
                            buyerUsername: string | null;
                            reason: string;
                        }[];
                        errors: {
                            repository: string;
                            error: string;
                        }[];
                    };
                };
            };
            /** @description The request was refused: the reason is in `error`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description No signed-in user: no credential (`WWW-Authenticate: Bearer`), or a Bearer token that is unknown, revoked or expired (`WWW-Authenticate: Bearer error="invalid_token"`). */
            401: {
                headers: {
                    /** @description The authentication challenge (RFC 6750 §3). */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description Refused to a personal access token, since this operation needs a signed-in session: `WWW-Authenticate: Bearer error="insufficient_scope"`; or refused to this user (not theirs, not an admin). */
            403: {
                headers: {
                    /** @description Present when a Bearer token was refused (RFC 6750 §3.1). */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description The request was refused: the reason is in `error`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description The service is unavailable: the reason is in `error`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description The request was refused: the reason is in `error`. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    lastAccessReconcile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The seller's last reconciliation report (null before the first) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        report: {
                            at: string;
                            projectId: string | null;
                            checked: number;
                            regranted: {
                                repository: string;
                                githubAccount: string | null;
                                licenseId: string | null;
                                projectId: string | null;
                                buyerUsername: string | null;
                                reason: string;
                            }[];
                            unexpected: {
                                repository: string;
                                githubAccount: string | null;
                                licenseId: string | null;
                                projectId: string | null;
                                buyerUsername: string | null;
                                reason: string;
                            }[];
                            pending: {
                                repository: string;
                                githubAccount: string | null;
                                licenseId: string | null;
                                projectId: string | null;
                                buyerUsername: string | null;
                                reason: string;
                            }[];
                            errors: {
                                repository: string;
                                error: string;
                            }[];
                        } | null;
                    };
                };
            };
            /** @description No signed-in user: no credential (`WWW-Authenticate: Bearer`), or a Bearer token that is unknown, revoked or expired (`WWW-Authenticate: Bearer error="invalid_token"`). */
            401: {
                headers: {
                    /** @description The authentication challenge (RFC 6750 §3). */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description Refused to a personal access token, since this operation needs a signed-in session: `WWW-Authenticate: Bearer error="insufficient_scope"`; or refused to this user (not theirs, not an admin). */
            403: {
                headers: {
                    /** @description Present when a Bearer token was refused (RFC 6750 §3.1). */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description The request was refused: the reason is in `error`. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    listWebhooks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Your webhook endpoints (without their secrets) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        webhooks: {
                            id: string;
                            url: string;
                            events: ("license.created" | "license.refunded" | "license.disputed" | "access.granted" | "access.revoked" | "review.created" | "project.published" | "release.published")[];
                            description: string;
                            enabled: boolean;
                            disabledReason: string | null;
                            createdAt: string;
                        }[];
                        loopbackAllowed: boolean;
                    };
                };
            };
            /** @description No signed-in user: no credential (`WWW-Authenticate: Bearer`), or a Bearer token that is unknown, revoked or expired (`WWW-Authenticate: Bearer error="invalid_token"`). */
            401: {
                headers: {
                    /** @description The authentication challenge (RFC 6750 §3). */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description Refused to a personal access token without the scope webhooks:write: `WWW-Authenticate: Bearer error="insufficient_scope", scope="webhooks:write"`; or refused to this user (not theirs, not an admin). */
            403: {
                headers: {
                    /** @description Present when a Bearer token was refused (RFC 6750 §3.1). */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description The request was refused: the reason is in `error`. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    createWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uri */
                    url: string;
                    events: ("license.created" | "license.refunded" | "license.disputed" | "access.granted" | "access.revoked" | "review.created" | "project.published" | "release.published")[];
                    description?: string;
                };
            };
        };
        responses: {
            /** @description Create a webhook endpoint; the answer holds its signing secret, shown this once */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        url: string;
                        events: ("license.created" | "license.refunded" | "license.disputed" | "access.granted" | "access.revoked" | "review.created" | "project.published" | "release.published")[];
                        description: string;
                        enabled: boolean;
                        disabledReason: string | null;
                        createdAt: string;
                        secret: string;
                    };
                };
            };
            /** @description No signed-in user: no credential (`WWW-Authenticate: Bearer`), or a Bearer token that is unknown, revoked or expired (`WWW-Authenticate: Bearer error="invalid_token"`). */
            401: {
                headers: {
                    /** @description The authentication challenge (RFC 6750 §3). */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description Refused to a personal access token without the scope webhooks:write: `WWW-Authenticate: Bearer error="insufficient_scope", scope="webhooks:write"`; or refused to this user (not theirs, not an admin). */
            403: {
                headers: {
                    /** @description Present when a Bearer token was refused (RFC 6750 §3.1). */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description The request was refused: the reason is in `error`. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    deleteWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Delete a webhook endpoint and its delivery log */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description No signed-in user: no credential (`WWW-Authenticate: Bearer`), or a Bearer token that is unknown, revoked or expired (`WWW-Authenticate: Bearer error="invalid_token"`). */
            401: {
                headers: {
                    /** @description The authentication challenge (RFC 6750 §3). */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description Refused to a personal access token without the scope webhooks:write: `WWW-Authenticate: Bearer error="insufficient_scope", scope="webhooks:write"`; or refused to this user (not theirs, not an admin). */
            403: {
                headers: {
                    /** @description Present when a Bearer token was refused (RFC 6750 §3.1). */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description The request was refused: the reason is in `error`. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    updateWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uri */
                    url?: string;
                    events?: ("license.created" | "license.refunded" | "license.disputed" | "access.granted" | "access.revoked" | "review.created" | "project.published" | "release.published")[];
                    description?: string;
                    enabled?: boolean;
                };
            };
        };
        responses: {
            /** @description Change a webhook endpoint: URL, events, description, switched on or off */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        url: string;
                        events: ("license.created" | "license.refunded" | "license.disputed" | "access.granted" | "access.revoked" | "review.created" | "project.published" | "release.published")[];
                        description: string;
                        enabled: boolean;
                        disabledReason: string | null;
                        createdAt: string;
                    };
                };
            };
            /** @description No signed-in user: no credential (`WWW-Authenticate: Bearer`), or a Bearer token that is unknown, revoked or expired (`WWW-Authenticate: Bearer error="invalid_token"`). */
            401: {
                headers: {
                    /** @description The authentication challenge (RFC 6750 §3). */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description Refused to a personal access token without the scope webhooks:write: `WWW-Authenticate: Bearer error="insufficient_scope", scope="webhooks:write"`; or refused to this user (not theirs, not an admin). */
            403: {
                headers: {
                    /** @description Present when a Bearer token was refused (RFC 6750 §3.1). */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description The request was refused: the reason is in `error`. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    rotateWebhookSecret: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Replace the signing secret of a webhook; the new one is shown this once */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        url: string;
                        events: ("license.created" | "license.refunded" | "license.disputed" | "access.granted" | "access.revoked" | "review.created" | "project.published" | "release.published")[];
                        description: string;
                        enabled: boolean;
                        disabledReason: string | null;
                        createdAt: string;
                        secret: string;
                    };
                };
            };
            /** @description No signed-in user: no credential (`WWW-Authenticate: Bearer`), or a Bearer token that is unknown, revoked or expired (`WWW-Authenticate: Bearer error="invalid_token"`). */
            401: {
                headers: {
                    /** @description The authentication challenge (RFC 6750 §3). */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description Refused to a personal access token without the scope webhooks:write: `WWW-Authenticate: Bearer error="insufficient_scope", scope="webhooks:write"`; or refused to this user (not theirs, not an admin). */
            403: {
                headers: {
                    /** @description Present when a Bearer token was refused (RFC 6750 §3.1). */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description The request was refused: the reason is in `error`. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    sendWebhookTest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Queue a signed webhook.test event to the endpoint (sent once) */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        messageId: string;
                        eventType: ("license.created" | "license.refunded" | "license.disputed" | "access.granted" | "access.revoked" | "review.created" | "project.published" | "release.published") | "webhook.test";
                        /** @enum {string} */
                        status: "pending" | "succeeded" | "failed";
                        attempts: number;
                        responseStatus: number | null;
                        responseBody: string | null;
                        error: string | null;
                        durationMs: number | null;
                        nextAttemptAt: string | null;
                        createdAt: string;
                        lastAttemptAt: string | null;
                    };
                };
            };
            /** @description No signed-in user: no credential (`WWW-Authenticate: Bearer`), or a Bearer token that is unknown, revoked or expired (`WWW-Authenticate: Bearer error="invalid_token"`). */
            401: {
                headers: {
                    /** @description The authentication challenge (RFC 6750 §3). */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description Refused to a personal access token without the scope webhooks:write: `WWW-Authenticate: Bearer error="insufficient_scope", scope="webhooks:write"`; or refused to this user (not theirs, not an admin). */
            403: {
                headers: {
                    /** @description Present when a Bearer token was refused (RFC 6750 §3.1). */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description The seller sent too many test events and redeliveries this minute; Retry-After says when to try again */
            429: {
                headers: {
                    /** @description How many seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description The request was refused: the reason is in `error`. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    listWebhookDeliveries: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The latest deliveries of a webhook: event, status, response code, duration, attempts */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        deliveries: {
                            id: string;
                            messageId: string;
                            eventType: ("license.created" | "license.refunded" | "license.disputed" | "access.granted" | "access.revoked" | "review.created" | "project.published" | "release.published") | "webhook.test";
                            /** @enum {string} */
                            status: "pending" | "succeeded" | "failed";
                            attempts: number;
                            responseStatus: number | null;
                            responseBody: string | null;
                            error: string | null;
                            durationMs: number | null;
                            nextAttemptAt: string | null;
                            createdAt: string;
                            lastAttemptAt: string | null;
                        }[];
                    };
                };
            };
            /** @description No signed-in user: no credential (`WWW-Authenticate: Bearer`), or a Bearer token that is unknown, revoked or expired (`WWW-Authenticate: Bearer error="invalid_token"`). */
            401: {
                headers: {
                    /** @description The authentication challenge (RFC 6750 §3). */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description Refused to a personal access token without the scope webhooks:write: `WWW-Authenticate: Bearer error="insufficient_scope", scope="webhooks:write"`; or refused to this user (not theirs, not an admin). */
            403: {
                headers: {
                    /** @description Present when a Bearer token was refused (RFC 6750 §3.1). */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description The request was refused: the reason is in `error`. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    redeliverWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                deliveryId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Send a delivered or failed message again (same id and body, one attempt) */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        messageId: string;
                        eventType: ("license.created" | "license.refunded" | "license.disputed" | "access.granted" | "access.revoked" | "review.created" | "project.published" | "release.published") | "webhook.test";
                        /** @enum {string} */
                        status: "pending" | "succeeded" | "failed";
                        attempts: number;
                        responseStatus: number | null;
                        responseBody: string | null;
                        error: string | null;
                        durationMs: number | null;
                        nextAttemptAt: string | null;
                        createdAt: string;
                        lastAttemptAt: string | null;
                    };
                };
            };
            /** @description No signed-in user: no credential (`WWW-Authenticate: Bearer`), or a Bearer token that is unknown, revoked or expired (`WWW-Authenticate: Bearer error="invalid_token"`). */
            401: {
                headers: {
                    /** @description The authentication challenge (RFC 6750 §3). */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description Refused to a personal access token without the scope webhooks:write: `WWW-Authenticate: Bearer error="insufficient_scope", scope="webhooks:write"`; or refused to this user (not theirs, not an admin). */
            403: {
                headers: {
                    /** @description Present when a Bearer token was refused (RFC 6750 §3.1). */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description The seller sent too many test events and redeliveries this minute; Retry-After says when to try again */
            429: {
                headers: {
                    /** @description How many seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description The request was refused: the reason is in `error`. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    getReleaseMails: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Whether the signed-in holder gets mails about new releases of a project */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        subscribed: boolean;
                    };
                };
            };
            /** @description No signed-in user: no credential (`WWW-Authenticate: Bearer`), or a Bearer token that is unknown, revoked or expired (`WWW-Authenticate: Bearer error="invalid_token"`). */
            401: {
                headers: {
                    /** @description The authentication challenge (RFC 6750 §3). */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description Refused to a personal access token, since this operation needs a signed-in session: `WWW-Authenticate: Bearer error="insufficient_scope"`; or refused to this user (not theirs, not an admin). */
            403: {
                headers: {
                    /** @description Present when a Bearer token was refused (RFC 6750 §3.1). */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description The request was refused: the reason is in `error`. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    setReleaseMails: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    subscribed: boolean;
                };
            };
        };
        responses: {
            /** @description Turn mails about new releases of a project on or off (holders of a license) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        subscribed: boolean;
                    };
                };
            };
            /** @description No signed-in user: no credential (`WWW-Authenticate: Bearer`), or a Bearer token that is unknown, revoked or expired (`WWW-Authenticate: Bearer error="invalid_token"`). */
            401: {
                headers: {
                    /** @description The authentication challenge (RFC 6750 §3). */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description Refused to a personal access token, since this operation needs a signed-in session: `WWW-Authenticate: Bearer error="insufficient_scope"`; or refused to this user (not theirs, not an admin). */
            403: {
                headers: {
                    /** @description Present when a Bearer token was refused (RFC 6750 §3.1). */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description The request was refused: the reason is in `error`. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    getReleaseUnsubscribePage: {
        parameters: {
            query?: {
                token?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page with the button that unsubscribes */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description A page saying: This unsubscribe link is not valid; { error } for a malformed query */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description The request was refused: the reason is in `error`. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    unsubscribeFromReleaseMails: {
        parameters: {
            query?: {
                token?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": {
                    /**
                     * @description What List-Unsubscribe-Post names; not required
                     * @enum {string}
                     */
                    "List-Unsubscribe"?: "One-Click";
                };
                "multipart/form-data": {
                    /**
                     * @description What List-Unsubscribe-Post names; not required
                     * @enum {string}
                     */
                    "List-Unsubscribe"?: "One-Click";
                };
            };
        };
        responses: {
            /** @description Unsubscribed (again is fine); a page when the browser asks for HTML (the button) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        subscribed: false;
                        projectId: string;
                        message: string;
                    };
                    "text/html": string;
                };
            };
            /** @description This unsubscribe link is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
            /** @description The request was refused: the reason is in `error`. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                    };
                };
            };
        };
    };
    onLicenseCreatedEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description The message id (`msg_…`): the same on every attempt and redelivery. */
                "webhook-id": string;
                /** @description When this attempt was signed, in Unix seconds. */
                "webhook-timestamp": string;
                /** @description `v1,` and the base64 HMAC-SHA256 of `id.timestamp.body`, keyed with the base64-decoded part of the endpoint secret after `whsec_`. */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LicenseCreatedEvent"];
            };
        };
        responses: {
            /** @description Received: any 2xx status within 10 s. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Failed: the event is retried (test events are not). */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Failed: the event is retried (test events are not). */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onLicenseRefundedEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description The message id (`msg_…`): the same on every attempt and redelivery. */
                "webhook-id": string;
                /** @description When this attempt was signed, in Unix seconds. */
                "webhook-timestamp": string;
                /** @description `v1,` and the base64 HMAC-SHA256 of `id.timestamp.body`, keyed with the base64-decoded part of the endpoint secret after `whsec_`. */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LicenseRefundedEvent"];
            };
        };
        responses: {
            /** @description Received: any 2xx status within 10 s. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Failed: the event is retried (test events are not). */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Failed: the event is retried (test events are not). */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onLicenseDisputedEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description The message id (`msg_…`): the same on every attempt and redelivery. */
                "webhook-id": string;
                /** @description When this attempt was signed, in Unix seconds. */
                "webhook-timestamp": string;
                /** @description `v1,` and the base64 HMAC-SHA256 of `id.timestamp.body`, keyed with the base64-decoded part of the endpoint secret after `whsec_`. */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LicenseDisputedEvent"];
            };
        };
        responses: {
            /** @description Received: any 2xx status within 10 s. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Failed: the event is retried (test events are not). */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Failed: the event is retried (test events are not). */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onAccessGrantedEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description The message id (`msg_…`): the same on every attempt and redelivery. */
                "webhook-id": string;
                /** @description When this attempt was signed, in Unix seconds. */
                "webhook-timestamp": string;
                /** @description `v1,` and the base64 HMAC-SHA256 of `id.timestamp.body`, keyed with the base64-decoded part of the endpoint secret after `whsec_`. */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AccessGrantedEvent"];
            };
        };
        responses: {
            /** @description Received: any 2xx status within 10 s. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Failed: the event is retried (test events are not). */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Failed: the event is retried (test events are not). */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onAccessRevokedEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description The message id (`msg_…`): the same on every attempt and redelivery. */
                "webhook-id": string;
                /** @description When this attempt was signed, in Unix seconds. */
                "webhook-timestamp": string;
                /** @description `v1,` and the base64 HMAC-SHA256 of `id.timestamp.body`, keyed with the base64-decoded part of the endpoint secret after `whsec_`. */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AccessRevokedEvent"];
            };
        };
        responses: {
            /** @description Received: any 2xx status within 10 s. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Failed: the event is retried (test events are not). */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Failed: the event is retried (test events are not). */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onReviewCreatedEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description The message id (`msg_…`): the same on every attempt and redelivery. */
                "webhook-id": string;
                /** @description When this attempt was signed, in Unix seconds. */
                "webhook-timestamp": string;
                /** @description `v1,` and the base64 HMAC-SHA256 of `id.timestamp.body`, keyed with the base64-decoded part of the endpoint secret after `whsec_`. */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReviewCreatedEvent"];
            };
        };
        responses: {
            /** @description Received: any 2xx status within 10 s. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Failed: the event is retried (test events are not). */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Failed: the event is retried (test events are not). */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onProjectPublishedEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description The message id (`msg_…`): the same on every attempt and redelivery. */
                "webhook-id": string;
                /** @description When this attempt was signed, in Unix seconds. */
                "webhook-timestamp": string;
                /** @description `v1,` and the base64 HMAC-SHA256 of `id.timestamp.body`, keyed with the base64-decoded part of the endpoint secret after `whsec_`. */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProjectPublishedEvent"];
            };
        };
        responses: {
            /** @description Received: any 2xx status within 10 s. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Failed: the event is retried (test events are not). */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Failed: the event is retried (test events are not). */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onReleasePublishedEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description The message id (`msg_…`): the same on every attempt and redelivery. */
                "webhook-id": string;
                /** @description When this attempt was signed, in Unix seconds. */
                "webhook-timestamp": string;
                /** @description `v1,` and the base64 HMAC-SHA256 of `id.timestamp.body`, keyed with the base64-decoded part of the endpoint secret after `whsec_`. */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReleasePublishedEvent"];
            };
        };
        responses: {
            /** @description Received: any 2xx status within 10 s. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Failed: the event is retried (test events are not). */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Failed: the event is retried (test events are not). */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onWebhookTestEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description The message id (`msg_…`): the same on every attempt and redelivery. */
                "webhook-id": string;
                /** @description When this attempt was signed, in Unix seconds. */
                "webhook-timestamp": string;
                /** @description `v1,` and the base64 HMAC-SHA256 of `id.timestamp.body`, keyed with the base64-decoded part of the endpoint secret after `whsec_`. */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookTestEvent"];
            };
        };
        responses: {
            /** @description Received: any 2xx status within 10 s. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Failed: the event is retried (test events are not). */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Failed: the event is retried (test events are not). */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
}
