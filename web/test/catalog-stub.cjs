// A compiled catalog in the web's component tests: messages compile from their English text.
module.exports = { messages: {} };
