// POST /api/contact-messages: the contact form of the site. No content type: nothing is stored,
// the message is e-mailed to the community team (see the controller).
export default {
  routes: [
    {
      method: 'POST',
      path: '/contact-messages',
      handler: 'contact-message.send',
      config: { policies: [], middlewares: [] },
    },
  ],
}
